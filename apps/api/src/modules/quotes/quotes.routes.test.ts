import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dayFromToday, quotePayload, quoteScene, TEST_ABN } from '../../../test/quote-fixtures';
import { messages as chatMessages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

const m = messages.quotes;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;
const scene = quoteScene(app);
const { call, signedIn } = scene;

// The payload's lines: 2.5 h at $95 and a $439.99 part, a 10% deposit.
const lines = quotePayload().items;
const withGst = quoteTotals(lines, true, { kind: 'percent', value: 10 });
const withoutGst = quoteTotals(lines, false, { kind: 'percent', value: 10 });

async function notificationsOf(userId: string, kind: 'quote_received' | 'quote_answered') {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

async function cardsIn(conversationId: string) {
  return db()
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(chatMessages.createdAt);
}

describe('POST /api/job/:id/quotes', () => {
  it('sends a quote priced with GST from the ABN register, posts its card and tells the client', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional, conversationId } = await scene.contactingProfessional(job, serviceId);
    await scene.giveAbn(professional.id, '2020-07-01');

    const response = await call('POST', `/api/job/${job._id}/quotes`, professional, quotePayload());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.sent);
    const quote = response.json().data;
    expect(quote).toMatchObject({
      status: 'sent',
      isMine: true,
      conversationId,
      declineReason: null,
      job: { _id: job._id, status: 'open', clientFirstName: 'Olivia' },
      professional: { _id: professional.id, firstName: 'Mick', hasAbn: true },
      current: {
        version: 1,
        gstRegistered: true,
        abn: TEST_ABN,
        labourCents: 23_750,
        materialsCents: 43_999,
        subtotalCents: withGst.subtotalCents,
        gstCents: withGst.gstCents,
        totalCents: withGst.totalCents,
        deposit: { kind: 'percent', value: 10 },
        depositCents: withGst.depositCents,
        detailsHidden: false,
      },
    });
    expect(quote.current.items[0]).toEqual({ ...lines[0], totalCents: 23_750 });

    const cards = await cardsIn(conversationId);
    expect(cards.at(-1)).toMatchObject({
      senderId: professional.id,
      quoteId: quote._id,
      body: m.chat.sent(withGst.totalCents, 1),
    });
    const room = await call('GET', `/api/chat/${conversationId}/messages`, client);
    expect(room.json().data.items[0]).toMatchObject({ quoteId: quote._id, isMine: false });

    const told = await notificationsOf(client.id, 'quote_received');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: m.notifications.receivedTitle(job.title),
      body: m.notifications.receivedBody('Mick', withGst.totalCents),
      link: paths.quote.href(quote._id),
      subjectJobId: job._id,
    });
  });

  it('adds no GST for an ABN not registered for it, or not yet, or no ABN at all', async () => {
    const { job, serviceId } = await scene.openJob();
    const cases: [string | null | undefined, boolean][] = [
      [null, true],
      [dayFromToday(30), true],
      [undefined, false],
    ];
    for (const [gstFrom, hasAbn] of cases) {
      const { professional } = await scene.contactingProfessional(job, serviceId);
      if (gstFrom !== undefined) await scene.giveAbn(professional.id, gstFrom);
      const quote = await scene.sentQuote(professional, job._id);
      expect(quote.current).toMatchObject({
        gstRegistered: false,
        gstCents: 0,
        totalCents: withoutGst.totalCents,
        abn: hasAbn ? TEST_ABN : null,
      });
      expect(quote.professional.hasAbn).toBe(hasAbn);
    }
  });

  it('attaches chat files the professional sent in the job’s conversation, and no others', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional, conversationId } = await scene.contactingProfessional(job, serviceId);
    const mine = await scene.chatFile(professional, conversationId, 'kitchen-plan.pdf');
    const theirs = await scene.chatFile(client, conversationId, 'photo-of-tap.pdf');
    const other = await scene.openJob();
    const elsewhere = await scene.contactingProfessional(other.job, other.serviceId);
    const fromElsewhere = await scene.chatFile(elsewhere.professional, elsewhere.conversationId);

    for (const attachmentIds of [[theirs], [mine, UNKNOWN_ID]]) {
      const refused = await call(
        'POST',
        `/api/job/${job._id}/quotes`,
        professional,
        quotePayload({ attachmentIds }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { path: 'attachmentIds', message: m.attachmentInvalid },
      ]);
    }
    const notTheirs = await call(
      'POST',
      `/api/job/${other.job._id}/quotes`,
      elsewhere.professional,
      quotePayload({ attachmentIds: [mine] }),
    );
    expect(notTheirs.json().errors).toEqual([
      { path: 'attachmentIds', message: m.attachmentInvalid },
    ]);

    const quote = await scene.sentQuote(
      professional,
      job._id,
      quotePayload({ attachmentIds: [mine] }),
    );
    expect(quote.current.attachments).toEqual([
      expect.objectContaining({ _id: mine, kind: 'pdf', name: 'kitchen-plan.pdf' }),
    ]);
    expect(fromElsewhere).not.toBe(mine);
  });

  it('refuses a job not open, a professional who never wrote, a second quote and an unknown job', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional } = await scene.contactingProfessional(job, serviceId);
    const hired = await scene.contactingProfessional(job, serviceId);
    const stranger = await signedIn('tradie', { serviceIds: [serviceId], plan: 'active' });
    const send = (who: typeof professional, jobId = job._id) =>
      call('POST', `/api/job/${jobId}/quotes`, who, quotePayload());

    const never = await send(stranger);
    expect(never.statusCode).toBe(403);
    expect(never.json()).toMatchObject({ code: 'FORBIDDEN', message: m.notContacted });
    const unknown = await send(professional, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.jobNotFound);

    expect((await send(professional)).statusCode).toBe(201);
    const again = await send(professional);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyQuoted);

    const hire = await call('POST', `/api/job/${job._id}/hire`, client, {
      tradieId: hired.professional.id,
    });
    expect(hire.statusCode).toBe(200);
    const late = await send(hired.professional);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.jobNotOpen);

    // Hidden by staff: the job does not exist for any professional.
    const hidden = await scene.openJob();
    const writer = await scene.contactingProfessional(hidden.job, hidden.serviceId);
    await db().update(jobs).set({ hiddenAt: new Date() }).where(eq(jobs.id, hidden.job._id));
    expect((await send(writer.professional, hidden.job._id)).statusCode).toBe(404);
  });

  it('refuses a quote to a client who blocked the professional, and keeps nothing of it', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional } = await scene.contactingProfessional(job, serviceId);
    const block = await call('POST', '/api/block', client, { userId: professional.id });
    expect(block.statusCode).toBeLessThan(300);
    const response = await call('POST', `/api/job/${job._id}/quotes`, professional, quotePayload());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.safety.theyBlockedYou);
    const mine = await call('GET', `/api/job/${job._id}/quotes`, professional);
    expect(mine.json().data.items).toEqual([]);
  });

  it('refuses the signed out, clients, apprentices and the unverified before reading the body', async () => {
    const { client, job } = await scene.openJob();
    const cases: [string, Parameters<typeof call>[2], number, string][] = [
      ['signed out', null, 401, 'UNAUTHENTICATED'],
      ['the client', client, 403, 'FORBIDDEN'],
      ['an apprentice', await signedIn('apprentice'), 403, 'FORBIDDEN'],
      ['an unverified tradie', await signedIn('tradie', { verified: false }), 403, 'NOT_VERIFIED'],
    ];
    for (const [who, caller, status, code] of cases) {
      const response = await call('POST', `/api/job/${job._id}/quotes`, caller, { items: 'x' });
      expect(response.statusCode, who).toBe(status);
      expect(response.json().code, who).toBe(code);
    }
  });

  it.each([
    ['no lines', { items: [] }, 'items', m.itemsRequired],
    [
      'a quantity of nothing',
      {
        items: [{ ...lines[0]!, quantityHundredths: 0 }],
      },
      'items.0.quantityHundredths',
      m.quantityInvalid,
    ],
    [
      'a unit not on the list',
      { items: [{ ...lines[0]!, unit: 'bucket' }] },
      'items.0.unit',
      m.unitInvalid,
    ],
    ['a day that is not one', { validUntil: '2026-02-30' }, 'validUntil', m.validUntilRequired],
    ['a valid-until day past', { validUntil: dayFromToday(-1) }, 'validUntil', m.validUntilPast],
    [
      'a valid-until day too far',
      { validUntil: dayFromToday(91) },
      'validUntil',
      m.validUntilTooFar,
    ],
    [
      'a start in the past',
      { earliestStart: dayFromToday(-1) },
      'earliestStart',
      m.earliestStartPast,
    ],
    [
      'a deposit over the total',
      { deposit: { kind: 'amount', value: 70_000 } },
      'deposit.value',
      m.depositOverTotal,
    ],
    [
      'a deposit of 0%',
      { deposit: { kind: 'percent', value: 0 } },
      'deposit.value',
      m.depositPercentInvalid,
    ],
    [
      'an attachment that is not an id',
      { attachmentIds: ['plan.pdf'] },
      'attachmentIds.0',
      m.attachmentInvalid,
    ],
  ])('answers %s with 400 naming the field', async (_case, overrides, path, message) => {
    const { job, serviceId } = await scene.openJob();
    const { professional } = await scene.contactingProfessional(job, serviceId);
    const response = await call(
      'POST',
      `/api/job/${job._id}/quotes`,
      professional,
      quotePayload(overrides as never),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('accepts a valid-until day of today or 90 days on, and a start today', async () => {
    const { job, serviceId } = await scene.openJob();
    for (const validUntil of [dayFromToday(0), dayFromToday(90)]) {
      const { professional } = await scene.contactingProfessional(job, serviceId);
      const quote = await scene.sentQuote(
        professional,
        job._id,
        quotePayload({ validUntil, earliestStart: dayFromToday(0) }),
      );
      expect(quote.current.validUntil).toBe(validUntil);
    }
  });
});
