import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { mailOutbox } from '../../db/schema/mail';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { createNewsletterTokens } from './newsletter.tokens';

const m = messages.newsletterIssues;
const PUBLIC_URL = 'https://trademate.test';

let testApp: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await buildTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PUBLIC_URL },
    { passes: ['push', 'payments'] },
  );
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const app = () => testApp.app;
const db = () => testApp.database.db;
const anAddress = () => `reader-${randomUUID().slice(0, 8)}@example.com.au`;

let visitor = 0;
/** The footer's form, each time from an address of its own (its hourly limit is not the test). */
const subscribe = (payload: unknown) =>
  app().inject({
    method: 'POST',
    url: '/api/newsletter/addNewsletter',
    payload: payload as object,
    remoteAddress: `10.91.0.${++visitor}`,
  });
const confirm = (token: unknown) =>
  app().inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const unsubscribe = (token: string) =>
  app().inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

async function subscriptionCount() {
  const [row] = await db().select({ n: count() }).from(newsletterSubscriptions);
  return row?.n ?? 0;
}

async function subscriptionOf(email: string) {
  const [row] = await db()
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row!;
}

const confirmationsTo = (email: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** Sends what is due and reads the confirmation link of the newest mail to `email`. */
async function confirmationLink(email: string, nth = 1): Promise<string> {
  await app().mail.deliverDue();
  const mails = inbox.received.filter((mail) => mail.to.includes(email));
  if (mails.length < nth) await inbox.nextMail((mail) => mail.to.includes(email));
  const mail = inbox.received.filter((each) => each.to.includes(email))[nth - 1]!;
  expect(mail.subject).toBe(m.confirmSubject);
  const link = mail.text.match(/https:\/\/trademate\.test\/newsletter\/confirm\/\S+/)?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  // Every mail names who sends it and where to find them.
  expect(mail.text).toContain('TradeMate Pty Ltd');
  expect(mail.text).toContain('PO Box 2087, Fortitude Valley QLD 4006');
  return link!;
}

const tokenOf = (link: string) => decodeURIComponent(link.split('/').pop()!);

describe('POST /api/newsletter/addNewsletter', () => {
  it('subscribes an address once, answering a repeat the same way', async () => {
    const first = await subscribe({
      email: 'Jess@Example.com.au',
      subscriptionDate: new Date().toISOString(),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ responseCode: 201, message: messages.newsletter.success });
    const again = await subscribe({ email: 'jess@example.com.au' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const [row] = await db()
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'jess@example.com.au'));
    expect(row!.n).toBe(1);
    // The repeat within minutes queues no second confirmation mail.
    expect(await confirmationsTo('jess@example.com.au')).toHaveLength(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 42 }, 'Email is required'],
    [{ email: 'a@b.co', subscriptionDate: 'yesterday' }, 'subscriptionDate must be an ISO date'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const before = await subscriptionCount();
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(await subscriptionCount()).toBe(before);
  });
});

describe('double opt-in', () => {
  it('keeps a new address pending until the link in its mail confirms it, then answers the same again', async () => {
    const email = anAddress();
    await subscribe({ email });
    expect((await subscriptionOf(email)).status).toBe('pending');
    const link = await confirmationLink(email);

    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: m.confirmed,
      data: { status: 'confirmed', message: m.confirmed },
    });
    expect((await subscriptionOf(email)).status).toBe('confirmed');
    expect((await subscriptionOf(email)).confirmedAt).not.toBeNull();

    // Used twice (a second click): the same answer, nothing changes.
    expect((await confirm(tokenOf(link))).json().data.status).toBe('confirmed');
    // Subscribing again once confirmed mails nothing.
    const mailsBefore = (await confirmationsTo(email)).length;
    await subscribe({ email });
    expect(await confirmationsTo(email)).toHaveLength(mailsBefore);
  });

  it('refuses bad, forged and unknown confirmation tokens with a clear 4xx, never confirming', async () => {
    const email = anAddress();
    await subscribe({ email });
    const token = tokenOf(await confirmationLink(email));
    const [id, signature] = token.split('~');
    const cases: Array<[unknown, number, string]> = [
      ['not-a-token', 400, m.confirmLinkInvalid],
      [`${id}~forged-signature`, 400, m.confirmLinkStale],
      [`${randomUUID()}~${signature}`, 404, m.subscriptionNotFound],
      ['', 400, m.confirmLinkInvalid],
      ['x'.repeat(400), 400, m.confirmLinkInvalid],
    ];
    for (const [given, status, message] of cases) {
      const response = await confirm(given);
      expect(response.statusCode, String(given)).toBe(status);
      if (typeof given === 'string' && given.length > 0 && given.length <= 300) {
        expect(response.json().message).toBe(message);
      }
    }
    const missing = await app().inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await subscriptionOf(email)).status).toBe('pending');
  });

  it('starts a new confirmation for an address that unsubscribed: the old link no longer confirms', async () => {
    const email = anAddress();
    await subscribe({ email });
    const firstLink = await confirmationLink(email);
    await confirm(tokenOf(firstLink));
    const row = await subscriptionOf(email);
    const tokens = createNewsletterTokens(app().secrets.jwt);
    expect((await unsubscribe(tokens.unsubscribeToken(row.id, null))).statusCode).toBe(200);
    expect((await subscriptionOf(email)).status).toBe('unsubscribed');

    // The old confirmation link cannot put the address back on the list.
    const stale = await confirm(tokenOf(firstLink));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(m.confirmLinkStale);

    await subscribe({ email });
    expect((await subscriptionOf(email)).status).toBe('pending');
    const secondLink = await confirmationLink(email, 2);
    expect(secondLink).not.toBe(firstLink);
    expect((await confirm(tokenOf(firstLink))).statusCode).toBe(400);
    expect((await confirm(tokenOf(secondLink))).statusCode).toBe(200);
    expect((await subscriptionOf(email)).status).toBe('confirmed');
  });

  it('asks an address from before double opt-in to confirm when it subscribes again', async () => {
    const email = anAddress();
    // As the migration left the rows from before: pending, never mailed a link.
    await db().insert(newsletterSubscriptions).values({ email });
    expect(await confirmationsTo(email)).toHaveLength(0);
    await subscribe({ email });
    const link = await confirmationLink(email);
    expect((await confirm(tokenOf(link))).statusCode).toBe(200);
  });
});

describe('unsubscribing', () => {
  it('honours a one-click POST at once, answers a repeat the same, and refuses tokens it did not sign', async () => {
    const email = anAddress();
    await subscribe({ email });
    await confirm(tokenOf(await confirmationLink(email)));
    const row = await subscriptionOf(email);
    const tokens = createNewsletterTokens(app().secrets.jwt);
    const token = tokens.unsubscribeToken(row.id, null);

    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { status: 'unsubscribed', message: m.unsubscribed },
    });
    expect((await subscriptionOf(email)).status).toBe('unsubscribed');
    // RFC 8058 allows the one-click body as multipart/form-data too.
    const boundary = '----oneclick';
    const multipart = await app().inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    // The page posts JSON; a second click answers the same.
    const again = await app().inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      payload: {},
    });
    expect(again.statusCode).toBe(200);

    for (const bad of ['forged', `${row.id}~none~AAAA`, `${row.id}~not-a-uuid~sig`]) {
      const response = await unsubscribe(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(m.unsubscribeLinkInvalid);
    }
    const unknown = await unsubscribe(tokens.unsubscribeToken(randomUUID(), null));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.subscriptionNotFound);

    // Opened instead of posted (a mail client following the header's link): to the page.
    const opened = await app().inject({
      url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/newsletter/unsubscribe/${encodeURIComponent(token)}`);
  });

  /** The page's one button as the browser sends it by itself: a form, as a navigation. */
  const pressButton = (token: string) =>
    app().inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('changes nothing when the link is opened, and unsubscribes by the page’s button sent before the app took the page over', async () => {
    const email = anAddress();
    await subscribe({ email });
    await confirm(tokenOf(await confirmationLink(email)));
    const row = await subscriptionOf(email);
    const token = createNewsletterTokens(app().secrets.jwt).unsubscribeToken(row.id, null);

    // A mail scanner opens the one-click address: still subscribed.
    for (const method of ['GET', 'HEAD'] as const) {
      const opened = await app().inject({
        method,
        url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      });
      expect(opened.statusCode, method).toBe(303);
    }
    expect((await subscriptionOf(email)).status).toBe('confirmed');

    // The button, before the app took the page over: back to the page, which says it is done.
    const pressed = await pressButton(token);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      `/newsletter/unsubscribe/${encodeURIComponent(token)}?done=1`,
    );
    expect((await subscriptionOf(email)).status).toBe('unsubscribed');
  });

  it('sends the browser back saying the link failed when the button carries a forged token, and changes nothing', async () => {
    const email = anAddress();
    await subscribe({ email });
    await confirm(tokenOf(await confirmationLink(email)));
    const row = await subscriptionOf(email);
    const forged = `${row.id}~none~${'A'.repeat(43)}`;
    const pressed = await pressButton(forged);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      `/newsletter/unsubscribe/${encodeURIComponent(forged)}?failed=1`,
    );
    expect((await subscriptionOf(email)).status).toBe('confirmed');
  });
});
