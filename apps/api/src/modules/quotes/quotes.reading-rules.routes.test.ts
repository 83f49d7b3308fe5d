import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatAbn } from '@trademate/shared/constants/abn';
import { formatAud } from '@trademate/shared/constants/plans';
import { quoteLimits, quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { readPdfText } from '../../../test/pdf-text';
import type { Person } from '../../../test/api-client';
import { signInFresh } from '../../../test/job-fixtures';
import { dayFromToday, quotePayload, quoteScene, TEST_ABN } from '../../../test/quote-fixtures';
import { notifications } from '../../db/schema/notifications';

const m = messages.quotes;
const hidden = messages.chats.hiddenContactDetails;
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const app = () => testApp.app;
const scene = quoteScene(app);
const { call, signedIn } = scene;

/**
 * Days later than now, as the app's clock reads it, and these people signed in again then (a
 * session lasts a day).
 */
async function daysLater(days: number, ...people: Person[]): Promise<Person[]> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.now() + days * DAY_MS) });
  return Promise.all(
    people.map(async (person) => ({ ...person, token: await signInFresh(app(), person) })),
  );
}

describe('a quote past its valid-until day', () => {
  it('reads expired, cannot be answered, and opens again when revised with a later day', async () => {
    const posted = await scene.openJob();
    const { job, serviceId } = posted;
    const first = await scene.contactingProfessional(job, serviceId);
    const second = await scene.contactingProfessional(job, serviceId);
    const lastsToday = quotePayload({
      validUntil: dayFromToday(0),
      earliestStart: dayFromToday(0),
    });
    const revised = await scene.sentQuote(first.professional, job._id, lastsToday);
    const withdrawn = await scene.sentQuote(second.professional, job._id, lastsToday);
    expect(revised.status).toBe('sent');

    const [client, firstProfessional, secondProfessional] = await daysLater(
      2,
      posted.client,
      first.professional,
      second.professional,
    );
    for (const who of [client, firstProfessional]) {
      const read = await call('GET', `/api/quotes/${revised._id}`, who);
      expect(read.json().data.status).toBe('expired');
    }
    const list = await call('GET', `/api/job/${job._id}/quotes`, client);
    expect(list.json().data.items.map((q: { status: string }) => q.status)).toEqual([
      'expired',
      'expired',
    ]);
    for (const answer of ['accept', 'decline']) {
      const refused = await call('POST', `/api/quotes/${revised._id}/${answer}`, client, {
        reason: 'Too late now',
      });
      expect(refused.statusCode, answer).toBe(409);
      expect(refused.json().message, answer).toBe(m.expired);
    }
    const withdraw = await call(
      'POST',
      `/api/quotes/${withdrawn._id}/withdraw`,
      secondProfessional,
    );
    expect(withdraw.json().data.status).toBe('withdrawn');

    const reopened = await call(
      'PUT',
      `/api/quotes/${revised._id}`,
      firstProfessional,
      quotePayload({ validUntil: dayFromToday(7), earliestStart: dayFromToday(1) }),
    );
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'sent', current: { version: 2 } });
    const accepted = await call('POST', `/api/quotes/${revised._id}/accept`, client);
    expect(accepted.json().data.status).toBe('accepted');
  });
});

describe('contact details in a quote (decision 026)', () => {
  const sneaky = quotePayload({
    items: [
      {
        description: 'Call me on 0412 345 678 to book the plumber',
        kind: 'labour',
        quantityHundredths: 100,
        unit: 'lot',
        unitPriceCents: 50_000,
      },
    ],
    terms: 'Send the deposit to mick.plumbing@gmail.com please',
  });

  it('are masked for the client before the hire, never for the professional, and shown once hired', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional, conversationId } = await scene.contactingProfessional(job, serviceId);
    const file = await scene.chatFile(professional, conversationId, 'mick 0412 345 678.pdf');
    const quote = await scene.sentQuote(
      professional,
      job._id,
      quotePayload({ ...sneaky, attachmentIds: [file] }),
    );
    expect(quote.current).toMatchObject({ detailsHidden: false, terms: sneaky.terms });

    const asClient = (await call('GET', `/api/quotes/${quote._id}`, client)).json().data;
    for (const version of [asClient.current, asClient.versions[0]]) {
      expect(version.detailsHidden).toBe(true);
      expect(version.items[0].description).toBe(`Call me on ${hidden} to book the plumber`);
      expect(version.terms).toBe(`Send the deposit to ${hidden} please`);
      expect(version.attachments[0].name).not.toContain('345');
    }
    const listed = (await call('GET', `/api/job/${job._id}/quotes`, client)).json().data.items[0];
    expect(listed.current.detailsHidden).toBe(true);
    const own = (await call('GET', `/api/quotes/${quote._id}`, professional)).json().data;
    expect(own.current).toMatchObject({ detailsHidden: false, terms: sneaky.terms });
    expect(own.current.attachments[0].name).toBe('mick 0412 345 678.pdf');

    expect((await call('POST', `/api/quotes/${quote._id}/accept`, client)).statusCode).toBe(200);
    const hired = (await call('GET', `/api/quotes/${quote._id}`, client)).json().data;
    expect(hired.current).toMatchObject({ detailsHidden: false, terms: sneaky.terms });
    expect(hired.current.items[0].description).toBe(sneaky.items[0]!.description);
  });

  it('in a decline’s reason reach the professional masked, as the conversation shows them', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional } = await scene.contactingProfessional(job, serviceId);
    const quote = await scene.sentQuote(professional, job._id);
    const reason = 'Ring me on 0412 345 678 and we can talk price';
    await call('POST', `/api/quotes/${quote._id}/decline`, client, { reason });
    const read = (await call('GET', `/api/quotes/${quote._id}`, professional)).json().data;
    expect(read.declineReason).toBe(`Ring me on ${hidden} and we can talk price`);
    expect((await call('GET', `/api/quotes/${quote._id}`, client)).json().data.declineReason).toBe(
      reason,
    );
    const [told] = await app()
      .db.select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, professional.id), eq(notifications.kind, 'quote_answered')),
      );
    expect(told!.body).toBe(
      m.notifications.declinedBody('Olivia', `Ring me on ${hidden} and we can talk price`),
    );
  });
});

describe('GET /api/quotes/:id/agreement', () => {
  it('prints the accepted version for both people, and is refused before and to anyone else', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional, conversationId } = await scene.contactingProfessional(job, serviceId);
    await scene.giveAbn(professional.id, '2019-01-01');
    const file = await scene.chatFile(professional, conversationId, 'bathroom-layout.pdf');
    const quote = await scene.sentQuote(
      professional,
      job._id,
      quotePayload({ attachmentIds: [file] }),
    );
    const url = `/api/quotes/${quote._id}/agreement`;

    const early = await call('GET', url, professional);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.noAgreement);
    expect((await call('POST', `/api/quotes/${quote._id}/accept`, client)).statusCode).toBe(200);

    const totals = quoteTotals(quotePayload().items, true, { kind: 'percent', value: 10 });
    for (const who of [client, professional]) {
      const response = await call('GET', url, who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('attachment; filename="');
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent(m.agreement.fileName(job.title)),
      );
      const { PDFDocument } = await import('pdf-lib');
      const document = await PDFDocument.load(response.rawPayload);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
      const text = readPdfText(response.rawPayload);
      for (const expected of [
        m.agreement.title,
        job.title,
        'Olivia Nguyen',
        'Mick Nguyen',
        formatAbn(TEST_ABN),
        m.gstIncluded(totals.gstCents),
        quotePayload().items[0]!.description,
        formatAud(totals.totalCents),
        formatAud(totals.depositCents),
        quotePayload().terms,
        'bathroom-layout.pdf',
      ]) {
        expect(text).toContain(expected);
      }
    }

    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another client', await signedIn('client'), 404],
      ['an apprentice', await signedIn('apprentice'), 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      expect((await call('GET', url, caller)).statusCode, who).toBe(status);
    }
  });

  it('runs to more pages for a long quote, and names a missing ABN', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional } = await scene.contactingProfessional(job, serviceId);
    const items = Array.from({ length: quoteLimits.itemsMax }, (_, index) => ({
      description: `Line ${index + 1}: ${'supply and fit the fixture '.repeat(6).trim()}`,
      kind: index % 2 === 0 ? ('labour' as const) : ('materials' as const),
      quantityHundredths: 150,
      unit: 'each' as const,
      unitPriceCents: 1_999,
    }));
    const quote = await scene.sentQuote(
      professional,
      job._id,
      quotePayload({
        items,
        terms: 'Terms. '.repeat(280).trim(),
        deposit: { kind: 'none', value: 0 },
      }),
    );
    await call('POST', `/api/quotes/${quote._id}/accept`, client);
    const response = await call('GET', `/api/quotes/${quote._id}/agreement`, client);
    expect(response.statusCode).toBe(200);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBeGreaterThan(1);
    const text = readPdfText(response.rawPayload);
    expect(text).toContain(m.agreement.noAbn);
    expect(text).toContain(m.gstNotRegistered);
    expect(text).toContain(m.agreement.totalNoGst);
    expect(text).toContain('Line 30:');
  });
});
