import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { quotePayload, quoteScene } from '../../../test/quote-fixtures';
import { notifications } from '../../db/schema/notifications';
import { quoteVersions } from '../../db/schema/quotes';

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
const { call, signedIn, quotedJob, lastCard, noticesOf } = scene;

const total = quoteTotals(quotePayload().items, false, { kind: 'percent', value: 10 }).totalCents;

describe('PUT /api/quotes/:id', () => {
  it('revises into a new version sent again, keeping every version, and tells the client', async () => {
    const { client, job, professional, conversationId, quote } = await quotedJob();
    const revised = quotePayload({ terms: 'Payment within 14 days of completion.' });
    const response = await call('PUT', `/api/quotes/${quote._id}`, professional, revised);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.revised);
    expect(response.json().data).toMatchObject({
      status: 'sent',
      current: { version: 2, terms: revised.terms },
    });

    const detail = await call('GET', `/api/quotes/${quote._id}`, client);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(detail.json().data.versions[1].terms).toBe(quotePayload().terms);

    expect(await lastCard(conversationId)).toMatchObject({
      quoteId: quote._id,
      body: m.chat.sent(total, 2),
    });
    const told = await noticesOf(client.id, 'quote_received');
    expect(told.at(-1)).toMatchObject({
      title: m.notifications.revisedTitle(job.title),
      body: m.notifications.revisedBody('Mick', total),
      link: paths.quote.href(quote._id),
    });

    const same = await call('PUT', `/api/quotes/${quote._id}`, professional, revised);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(m.unchanged);
  });

  it('keeps each version as it was sent: the database refuses to change one', async () => {
    const { quote } = await quotedJob();
    await expect(
      db()
        .update(quoteVersions)
        .set({ terms: 'Changed afterwards' })
        .where(eq(quoteVersions.quoteId, quote._id)),
    ).rejects.toThrow();
  });

  it('refuses anyone but its professional, and bad input with 400 naming the field', async () => {
    const { client, job, serviceId, quote } = await quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    const url = `/api/quotes/${quote._id}`;
    const body = quotePayload({ terms: 'Something new' });
    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another professional who wrote', other.professional, 404],
      ['the client', client, 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      expect((await call('PUT', url, caller, body)).statusCode, who).toBe(status);
    }
    expect(
      (await call('PUT', `/api/quotes/${UNKNOWN_ID}`, other.professional, body)).statusCode,
    ).toBe(404);
    const bad = await call('PUT', url, other.professional, { ...body, items: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ path: 'items', message: m.itemsRequired });
  });
});

describe('POST /api/quotes/:id/withdraw', () => {
  it('withdraws an open quote, which the client still lists; it may be sent again', async () => {
    const { client, job, professional, conversationId, quote } = await quotedJob();
    const url = `/api/quotes/${quote._id}/withdraw`;
    expect((await call('POST', url, client)).statusCode).toBe(403);
    const response = await call('POST', url, professional);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: m.withdrawn, data: { status: 'withdrawn' } });
    expect(await lastCard(conversationId)).toMatchObject({
      body: m.chat.withdrawn,
      quoteId: quote._id,
    });
    expect((await noticesOf(client.id, 'quote_received')).at(-1)).toMatchObject({
      title: m.notifications.withdrawnTitle(job.title),
      body: m.notifications.withdrawnBody('Mick'),
    });
    const listed = await call('GET', `/api/job/${job._id}/quotes`, client);
    expect(listed.json().data.items).toEqual([expect.objectContaining({ status: 'withdrawn' })]);

    const again = await call('POST', url, professional);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.cannotWithdraw);
    const unchanged = await call('PUT', `/api/quotes/${quote._id}`, professional, quotePayload());
    expect(unchanged.json().message).toBe(m.unchanged);
    const resent = await call(
      'PUT',
      `/api/quotes/${quote._id}`,
      professional,
      quotePayload({ terms: 'Sent again with the start moved' }),
    );
    expect(resent.json().data).toMatchObject({ status: 'sent', current: { version: 2 } });
  });
});

describe('POST /api/quotes/:id/decline', () => {
  it('declines with a reason the professional reads, and lets them revise', async () => {
    const { client, job, professional, conversationId, quote } = await quotedJob();
    const reason = 'Too dear for a tap, sorry';
    const response = await call('POST', `/api/quotes/${quote._id}/decline`, client, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.declined,
      data: { status: 'declined', declineReason: reason, isMine: false },
    });
    const theirs = await call('GET', `/api/quotes/${quote._id}`, professional);
    expect(theirs.json().data).toMatchObject({ status: 'declined', declineReason: reason });
    expect(await lastCard(conversationId)).toMatchObject({
      senderId: client.id,
      body: m.chat.declined(reason),
      quoteId: quote._id,
    });
    expect(await noticesOf(professional.id, 'quote_answered')).toEqual([
      expect.objectContaining({
        title: m.notifications.declinedTitle(job.title),
        body: m.notifications.declinedBody('Olivia', reason),
        link: paths.quote.href(quote._id),
        subjectJobId: job._id,
      }),
    ]);

    const twice = await call('POST', `/api/quotes/${quote._id}/decline`, client, { reason });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.notOpen);
    const revised = await call(
      'PUT',
      `/api/quotes/${quote._id}`,
      professional,
      quotePayload({ terms: 'Cheaper' }),
    );
    expect(revised.json().data).toMatchObject({ status: 'sent', declineReason: null });
  });

  it('refuses anyone but the job’s client, and a reason too short', async () => {
    const { client, job, serviceId, professional, quote } = await quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    const url = `/api/quotes/${quote._id}/decline`;
    const body = { reason: 'Not this time' };
    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another client', await signedIn('client'), 404],
      ['its professional', professional, 403],
      ['another professional', other.professional, 403],
      ['an unverified client', await signedIn('client', { verified: false }), 403],
    ];
    for (const [who, caller, status] of cases) {
      expect((await call('POST', url, caller, body)).statusCode, who).toBe(status);
    }
    const short = await call('POST', url, client, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'reason', message: m.declineReasonTooShort }]);
  });
});

describe('POST /api/quotes/:id/question', () => {
  it('posts the client’s question in the quote’s conversation as a message the professional is told of', async () => {
    const { client, professional, conversationId, quote } = await quotedJob();
    const question = 'Does the price include taking the old unit away?';
    const response = await call('POST', `/api/quotes/${quote._id}/question`, client, { question });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: m.questionSent,
      data: { body: m.chat.question(question), quoteId: quote._id, isMine: true },
    });
    const room = await call('GET', `/api/chat/${conversationId}/messages`, professional);
    expect(room.json().data.items[0]).toMatchObject({
      body: m.chat.question(question),
      isMine: false,
    });
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, professional.id), eq(notifications.kind, 'message_received')),
      );
    expect(told).toHaveLength(1);

    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another client', await signedIn('client'), 404],
      ['its professional', professional, 403],
    ];
    for (const [who, caller, status] of cases) {
      const refused = await call('POST', `/api/quotes/${quote._id}/question`, caller, { question });
      expect(refused.statusCode, who).toBe(status);
    }
    const empty = await call('POST', `/api/quotes/${quote._id}/question`, client, {
      question: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'question', message: m.questionRequired }]);
  });
});

describe('GET /api/quotes/:id', () => {
  it('is for its client and its professional only', async () => {
    const { client, job, serviceId, professional, quote } = await quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    const url = `/api/quotes/${quote._id}`;
    expect((await call('GET', url, client)).json().data.isMine).toBe(false);
    expect((await call('GET', url, professional)).json().data.isMine).toBe(true);
    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another client', await signedIn('client'), 404],
      ['another professional who wrote', other.professional, 404],
      ['an apprentice', await signedIn('apprentice'), 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      const response = await call('GET', url, caller);
      expect(response.statusCode, who).toBe(status);
      if (status === 404) expect(response.json().message, who).toBe(m.notFound);
    }
  });
});
