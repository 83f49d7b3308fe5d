import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTypes } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { apiClient } from '../../../test/api-client';
import type { SignedInStaff } from '../../../test/staff';
import { mailOutbox } from '../../db/schema/mail';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { auditLog } from '../../db/schema/staff';
import { createNewsletterTokens } from './newsletter.tokens';

const m = messages.newsletterIssues;
const PUBLIC_URL = 'https://trademate.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let inbox: SmtpInbox;
let admin: SignedInStaff;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await buildTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PUBLIC_URL, NEWSLETTER_MAILS_PER_SECOND: '1000' },
    { passes: ['push', 'payments'] },
  );
  admin = await newAdmin();
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const app = () => testApp.app;
const db = () => testApp.database.db;

const { asStaff, newAdmin, newSupport } = apiClient(app);

let issueNumber = 0;
function issue(overrides: Record<string, unknown> = {}) {
  issueNumber += 1;
  return {
    subject: `What's new on TradeMate, number ${issueNumber}`,
    markdown:
      '## New this month\n\nFind a licensed plumber faster.\n\n- Distance search\n- Licences shown',
    ...overrides,
  };
}

/** A subscriber in the given state, as the form and its confirmation link leave one. */
async function aSubscriber(status: 'pending' | 'confirmed' | 'unsubscribed') {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com.au`;
  const [row] = await db()
    .insert(newsletterSubscriptions)
    .values({ email, status, confirmationStartedAt: new Date() })
    .returning();
  return row!;
}

async function overview() {
  return (await asStaff(admin, 'GET', '/api/admin/newsletter')).json().data;
}

const issueMailsTo = (email: string) =>
  inbox.received.filter((mail) => mail.to.includes(email) && !mail.subject.startsWith('[Test]'));

describe('the newsletter in the console', () => {
  it('refuses to send to nobody: no confirmed subscriber yet', async () => {
    await aSubscriber('pending');
    const draft = (await asStaff(admin, 'POST', '/api/admin/newsletter/issues', issue())).json()
      .data;
    const refused = await asStaff(admin, 'POST', `/api/admin/newsletter/issues/${draft._id}/send`, {
      reason: 'Monthly update',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.noSubscribers);
    const [row] = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.bulkRef, `%${draft._id}`));
    expect(row).toBeUndefined();
  });

  it('composes, tests, and sends an issue to confirmed subscribers only, each mail with its unsubscribe link and headers; counts follow', async () => {
    const [ann, ben] = [await aSubscriber('confirmed'), await aSubscriber('confirmed')];
    const pending = await aSubscriber('pending');
    const gone = await aSubscriber('unsubscribed');
    // Counted with the two just confirmed (and any an earlier test left).
    const before = (await overview()).subscribers;
    expect(before.confirmed).toBeGreaterThanOrEqual(2);

    const input = issue();
    const created = await asStaff(admin, 'POST', '/api/admin/newsletter/issues', input);
    expect(created.statusCode).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', subject: input.subject, sentAt: null });
    const edited = await asStaff(admin, 'PUT', `/api/admin/newsletter/issues/${draft._id}`, {
      ...input,
      subject: 'Find a licensed plumber faster',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await asStaff(admin, 'GET', `/api/admin/newsletter/issues/${draft._id}`)).json().data,
    ).toMatchObject({ subject: 'Find a licensed plumber faster', markdown: input.markdown });

    // A test to the staff member's own address, marked as one.
    const test = await asStaff(admin, 'POST', `/api/admin/newsletter/issues/${draft._id}/test`);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({
      data: { to: admin.email },
      message: m.testQueued(admin.email),
    });
    await app().mail.deliverDue();
    const testMail = await inbox.nextMail((mail) => mail.to.includes(admin.email));
    expect(testMail.subject).toBe('[Test] Find a licensed plumber faster');
    expect(testMail.text).toContain(m.testBanner);
    expect(testMail.text).toContain('Find a licensed plumber faster.');

    const sent = await asStaff(admin, 'POST', `/api/admin/newsletter/issues/${draft._id}/send`, {
      reason: 'Monthly update',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(m.sendQueued(before.confirmed));
    expect(sent.json().data).toMatchObject({ status: 'sent' });
    expect(sent.json().data.counts).toMatchObject({
      recipients: before.confirmed,
      queued: before.confirmed,
      sent: 0,
    });
    // Sent once: a second send and an edit are refused.
    const again = await asStaff(admin, 'POST', `/api/admin/newsletter/issues/${draft._id}/send`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadySent);
    expect(
      (await asStaff(admin, 'PUT', `/api/admin/newsletter/issues/${draft._id}`, input)).statusCode,
    ).toBe(409);

    await app().mail.deliverDue();
    const mail = await inbox.nextMail((each) => each.to.includes(ann.email));
    expect(mail.subject).toBe('Find a licensed plumber faster');
    expect(mail.text.toLowerCase()).toContain('new this month');
    expect(mail.text).toContain('Distance search');
    expect(mail.text).toContain(m.footerWhy);
    expect(mail.text).toContain('TradeMate Pty Ltd');
    expect(mail.text).toContain('PO Box 2087, Fortitude Valley QLD 4006');
    // The RFC 8058 headers, as the SMTP server received them.
    const oneClick = mail.headers['list-unsubscribe']!.match(
      /^<(https:\/\/trademate\.test\/api\/newsletter\/unsubscribe\/[^>]+)>$/,
    )?.[1];
    expect(oneClick).toBeDefined();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The visible link: the public page with the same token.
    const token = oneClick!.split('/').pop()!;
    const page = `${PUBLIC_URL}/newsletter/unsubscribe/${token}`;
    expect(mail.text).toContain(page);
    expect(mail.html).toContain(`href="${page}"`);
    expect(issueMailsTo(ben.email)).toHaveLength(1);
    expect(issueMailsTo(pending.email)).toHaveLength(0);
    expect(issueMailsTo(gone.email)).toHaveLength(0);

    // What a mail client does with the header: a form POST, no cookie.
    const clicked = await app().inject({
      method: 'POST',
      url: new URL(oneClick!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    const [annNow] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, ann.id));
    expect(annNow!.status).toBe('unsubscribed');

    const counted = (
      await asStaff(admin, 'GET', `/api/admin/newsletter/issues/${draft._id}`)
    ).json().data.counts;
    expect(counted).toEqual({
      recipients: before.confirmed,
      queued: 0,
      sent: before.confirmed,
      failed: 0,
      skipped: 0,
      unsubscribed: 1,
    });
    const after = await overview();
    expect(after.subscribers).toEqual({
      pending: before.pending,
      confirmed: before.confirmed - 1,
      unsubscribed: before.unsubscribed + 1,
      neverAsked: before.neverAsked,
    });
    expect(after.issues.find((each: { _id: string }) => each._id === draft._id).counts).toEqual(
      counted,
    );

    const audited = await db()
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.recordId, draft._id));
    expect(audited.map((row) => row.action).sort()).toEqual(
      ['newsletter.create', 'newsletter.send', 'newsletter.test', 'newsletter.update'].sort(),
    );
    expect(audited.find((row) => row.action === 'newsletter.send')!.reason).toBe('Monthly update');
  });

  it('skips a subscriber who unsubscribed before their mail went out, and counts the ones the server refused', async () => {
    const stays = await aSubscriber('confirmed');
    const leaves = await aSubscriber('confirmed');
    const refused = await aSubscriber('confirmed');
    const draft = (await asStaff(admin, 'POST', '/api/admin/newsletter/issues', issue())).json()
      .data;
    await asStaff(admin, 'POST', `/api/admin/newsletter/issues/${draft._id}/send`, {
      reason: 'Monthly update',
    });
    const tokens = createNewsletterTokens(app().secrets.jwt);
    const off = await app().inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${tokens.unsubscribeToken(leaves.id, null)}`,
      payload: {},
    });
    expect(off.statusCode).toBe(200);
    // The server refuses one address for good.
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 60 * 60_000) })
      .where(and(eq(mailOutbox.to, refused.email), like(mailOutbox.bulkRef, `%${draft._id}`)));
    await app().mail.deliverDue();
    inbox.refuseWith(550);
    await app().mail.deliverDue(new Date(Date.now() + 2 * 60 * 60_000));
    inbox.refuseWith(null);

    expect(issueMailsTo(stays.email)).toHaveLength(1);
    expect(issueMailsTo(leaves.email)).toHaveLength(0);
    const counts = (await asStaff(admin, 'GET', `/api/admin/newsletter/issues/${draft._id}`)).json()
      .data.counts;
    expect(counts.skipped).toBe(1);
    expect(counts.failed).toBe(1);
    expect(counts.queued).toBe(0);
    expect(counts.sent).toBe(counts.recipients - 2);
    // Unsubscribed by a link of no issue: not this issue's count.
    expect(counts.unsubscribed).toBe(0);
  });

  it('asks the addresses from before double opt-in to confirm, once, and they get issues only once confirmed', async () => {
    // As the migration left the rows from before: pending, never sent a link.
    const earlier = [
      `early-${randomUUID().slice(0, 8)}@example.com.au`,
      `early-${randomUUID().slice(0, 8)}@example.com.au`,
    ];
    await db()
      .insert(newsletterSubscriptions)
      .values(earlier.map((email) => ({ email })));
    expect((await overview()).subscribers.neverAsked).toBe(2);

    const asked = await asStaff(admin, 'POST', '/api/admin/newsletter/subscribers/ask-to-confirm', {
      reason: 'Double opt-in for the earlier list',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ data: { asked: 2 }, message: m.askedToConfirm(2) });
    expect((await overview()).subscribers.neverAsked).toBe(0);
    await app().mail.deliverDue();
    const mail = await inbox.nextMail((each) => each.to.includes(earlier[0]!));
    expect(mail.subject).toBe(m.confirmSubject);
    const token = decodeURIComponent(mail.text.match(/\/newsletter\/confirm\/(\S+)/)![1]!);
    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);

    const again = await asStaff(admin, 'POST', '/api/admin/newsletter/subscribers/ask-to-confirm', {
      reason: 'Once more',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.nobodyToAsk);
    const [audited] = await db()
      .select({ reason: auditLog.reason, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.askToConfirm'));
    expect(audited).toMatchObject({
      reason: 'Double opt-in for the earlier list',
      details: { asked: 2 },
    });
  });

  it('refuses what cannot be an issue and an unknown issue, changing nothing', async () => {
    const cases: Array<[object, string]> = [
      [issue({ subject: 'x' }), m.subjectRequired],
      [issue({ markdown: '   ' }), m.bodyRequired],
      [issue({ markdown: '```\nrm -rf\n```' }), m.unsupportedMarkdown('code blocks')],
      [issue({ markdown: '<iframe src="x"></iframe>' }), m.unsupportedMarkdown('HTML')],
    ];
    for (const [payload, message] of cases) {
      const response = await asStaff(admin, 'POST', '/api/admin/newsletter/issues', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const [method, url, payload] of [
      ['GET', `/api/admin/newsletter/issues/${UNKNOWN_ID}`, undefined],
      ['PUT', `/api/admin/newsletter/issues/${UNKNOWN_ID}`, issue()],
      ['POST', `/api/admin/newsletter/issues/${UNKNOWN_ID}/test`, undefined],
      ['POST', `/api/admin/newsletter/issues/${UNKNOWN_ID}/send`, { reason: 'Monthly update' }],
    ] as const) {
      expect((await asStaff(admin, method, url, payload)).statusCode, url).toBe(404);
    }
    const draft = (await asStaff(admin, 'POST', '/api/admin/newsletter/issues', issue())).json()
      .data;
    const noReason = await asStaff(
      admin,
      'POST',
      `/api/admin/newsletter/issues/${draft._id}/send`,
      {
        reason: '',
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(
      (await asStaff(admin, 'GET', `/api/admin/newsletter/issues/${draft._id}`)).json().data.status,
    ).toBe('draft');
  });

  it('is for admins: support staff, every kind of customer and visitors are refused', async () => {
    const support = await newSupport(admin);
    const customers = await Promise.all(
      userTypes.map(async (userType) => signIn(app(), await createUser(app(), { userType }))),
    );
    for (const [method, url] of [
      ['GET', '/api/admin/newsletter'],
      ['POST', '/api/admin/newsletter/issues'],
      ['GET', `/api/admin/newsletter/issues/${UNKNOWN_ID}`],
      ['PUT', `/api/admin/newsletter/issues/${UNKNOWN_ID}`],
      ['POST', `/api/admin/newsletter/issues/${UNKNOWN_ID}/test`],
      ['POST', `/api/admin/newsletter/issues/${UNKNOWN_ID}/send`],
      ['POST', '/api/admin/newsletter/subscribers/ask-to-confirm'],
    ] as const) {
      const payload = method === 'GET' ? undefined : { ...issue(), reason: 'Monthly update' };
      expect((await asStaff(support, method, url, payload)).statusCode, url).toBe(403);
      expect((await asStaff(null, method, url, payload)).statusCode, url).toBe(401);
      for (const token of customers) {
        const asCustomer = await app().inject({
          method,
          url,
          headers: { authorization: token, cookie: `token=${token}` },
          ...(payload ? { payload } : {}),
        });
        expect(asCustomer.statusCode, url).toBe(401);
      }
    }
  });
});
