import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { quotePayload, quoteScene } from '../../../test/quote-fixtures';
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
const { call, signedIn, quotedJob, lastCard, noticesOf } = scene;

const total = quoteTotals(quotePayload().items, false, { kind: 'percent', value: 10 }).totalCents;

describe('POST /api/quotes/:id/accept', () => {
  it('hires the professional in the same step, leaves the other open quotes not chosen and tells everyone', async () => {
    const { client, job, serviceId, professional, conversationId, quote } = await quotedJob();
    const second = await scene.contactingProfessional(job, serviceId, { firstName: 'Liam' });
    const third = await scene.contactingProfessional(job, serviceId, { firstName: 'Noah' });
    const fourth = await scene.contactingProfessional(job, serviceId, { firstName: 'Ruby' });
    const secondQuote = await scene.sentQuote(second.professional, job._id);
    const thirdQuote = await scene.sentQuote(third.professional, job._id);
    const fourthQuote = await scene.sentQuote(fourth.professional, job._id);
    await call('POST', `/api/quotes/${thirdQuote._id}/decline`, client, { reason: 'Too far away' });
    await call('POST', `/api/quotes/${fourthQuote._id}/withdraw`, fourth.professional);

    const response = await call('POST', `/api/quotes/${quote._id}/accept`, client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.accepted,
      data: { status: 'accepted', job: { status: 'in_progress' } },
    });
    expect(response.json().data.acceptedAt).toEqual(expect.any(String));

    const hired = await call('GET', `/api/job/${job._id}`, client);
    expect(hired.json().data).toMatchObject({ status: 'in_progress' });
    expect(hired.json().data.hiredTradie._id).toBe(professional.id);

    const statuses = await call('GET', `/api/job/${job._id}/quotes`, client);
    const byId = Object.fromEntries(
      statuses.json().data.items.map((q: { _id: string; status: string }) => [q._id, q.status]),
    );
    expect(byId).toEqual({
      [quote._id]: 'accepted',
      [secondQuote._id]: 'notChosen',
      [thirdQuote._id]: 'declined',
      [fourthQuote._id]: 'withdrawn',
    });

    expect(await lastCard(conversationId)).toMatchObject({
      senderId: client.id,
      body: m.chat.accepted(total),
      quoteId: quote._id,
    });
    expect(await noticesOf(professional.id, 'quote_answered')).toEqual([
      expect.objectContaining({
        title: m.notifications.acceptedTitle(job.title),
        body: m.notifications.acceptedBody('Olivia', total),
        link: paths.quote.href(quote._id),
        subjectJobId: job._id,
      }),
    ]);
    // The acceptance says they are hired: no second notice of the hire.
    const hires = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, professional.id), eq(notifications.kind, 'job_hired')));
    expect(hires).toEqual([]);
    expect(await noticesOf(second.professional.id, 'quote_answered')).toEqual([
      expect.objectContaining({
        title: m.notifications.notChosenTitle(job.title),
        body: m.notifications.notChosenBody('Olivia'),
        link: paths.quote.href(secondQuote._id),
      }),
    ]);
    expect((await noticesOf(third.professional.id, 'quote_answered')).map((n) => n.title)).toEqual([
      m.notifications.declinedTitle(job.title),
    ]);
    expect(await noticesOf(fourth.professional.id, 'quote_answered')).toEqual([]);

    // Nothing about the quote changes once accepted.
    const again = await call('POST', `/api/quotes/${quote._id}/accept`, client);
    expect(again.statusCode).toBe(409);
    const revise = await call(
      'PUT',
      `/api/quotes/${quote._id}`,
      professional,
      quotePayload({ terms: 'More' }),
    );
    expect(revise.statusCode).toBe(409);
    expect(revise.json().message).toBe(m.cannotRevise);
    expect((await call('POST', `/api/quotes/${quote._id}/withdraw`, professional)).statusCode).toBe(
      409,
    );
    const late = await call('POST', `/api/quotes/${secondQuote._id}/accept`, client);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.notOpen);
  });

  it('lets one of two acceptances on one job at once through, and refuses the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { client, job, serviceId, quote } = await quotedJob();
      const other = await scene.contactingProfessional(job, serviceId);
      const otherQuote = await scene.sentQuote(other.professional, job._id);

      const answers = await Promise.all([
        call('POST', `/api/quotes/${quote._id}/accept`, client),
        call('POST', `/api/quotes/${otherQuote._id}/accept`, client),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const list = await call('GET', `/api/job/${job._id}/quotes`, client);
      const statuses = list
        .json()
        .data.items.map((q: { status: string }) => q.status)
        .sort();
      expect(statuses).toEqual(['accepted', 'notChosen']);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().data;
      const detail = await call('GET', `/api/job/${job._id}`, client);
      expect(detail.json().data.hiredTradie._id).toBe(winner.professional._id);
    }
  });

  it('refuses anyone but the job’s client', async () => {
    const { job, serviceId, professional, quote } = await quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    const url = `/api/quotes/${quote._id}/accept`;
    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another client', await signedIn('client'), 404],
      ['its professional', professional, 403],
      ['another professional', other.professional, 403],
      ['an apprentice', await signedIn('apprentice'), 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      expect((await call('POST', url, caller)).statusCode, who).toBe(status);
    }
    expect(
      (await call('POST', `/api/quotes/${UNKNOWN_ID}/accept`, await signedIn('client'))).statusCode,
    ).toBe(404);
  });

  it('reads a quote not chosen once the client hires without it, and refuses to revise it', async () => {
    const { client, job, serviceId, professional, quote } = await quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    const hire = await call('POST', `/api/job/${job._id}/hire`, client, {
      tradieId: other.professional.id,
    });
    expect(hire.statusCode).toBe(200);
    const read = await call('GET', `/api/quotes/${quote._id}`, professional);
    expect(read.json().data.status).toBe('notChosen');
    const revise = await call(
      'PUT',
      `/api/quotes/${quote._id}`,
      professional,
      quotePayload({ terms: 'Again' }),
    );
    expect(revise.statusCode).toBe(409);
    expect(revise.json().message).toBe(m.cannotRevise);
    expect((await call('POST', `/api/quotes/${quote._id}/accept`, client)).statusCode).toBe(409);
  });
});
