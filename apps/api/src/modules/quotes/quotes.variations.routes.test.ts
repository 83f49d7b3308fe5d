import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variationTotals } from '@trademate/shared/constants/quote-variations';
import { quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { quotePayload, quoteScene, variationPayload } from '../../../test/quote-fixtures';
import { quoteVariations } from '../../db/schema/quotes';

const m = messages.quotes;
const mv = messages.quoteVariations;
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
const { call, signedIn, acceptedQuote, lastCard, noticesOf } = scene;

/** The quote's total with no ABN (no GST): $677.49. */
const quoteTotal = quoteTotals(quotePayload().items, false, { kind: 'none', value: 0 }).totalCents;
/** The variation's: +$140.50. */
const variationTotal = variationTotals(variationPayload().lines, false).totalCents;

const variationsUrl = (quoteId: string) => `/api/quotes/${quoteId}/variations`;
const variationUrl = (quoteId: string, number: number | string, action: string) =>
  `/api/quotes/${quoteId}/variations/${number}/${action}`;

/** A removal of `cents` of materials, with its reason. */
const removal = (cents: number, description = 'The vanity the client supplies') =>
  variationPayload({
    lines: [
      {
        change: 'remove',
        description,
        kind: 'materials',
        quantityHundredths: 100,
        unit: 'each',
        unitPriceCents: cents,
      },
    ],
    reason: 'The client is supplying this themselves.',
  });

describe('POST /api/quotes/:id/variations', () => {
  it('proposes a numbered variation on an accepted quote, posts its card and tells the client', async () => {
    const { client, job, professional, conversationId, quote } = await acceptedQuote();
    const response = await call('POST', variationsUrl(quote._id), professional, variationPayload());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(mv.proposed);
    const detail = response.json().data;
    expect(detail.agreedTotalCents).toBe(quoteTotal);
    expect(detail.variations).toEqual([
      expect.objectContaining({
        number: 1,
        status: 'proposed',
        reason: variationPayload().reason,
        declineReason: null,
        labourCents: 9_500,
        materialsCents: 4_550,
        subtotalCents: 14_050,
        gstCents: 0,
        totalCents: 14_050,
        gstRegistered: false,
        approvedAt: null,
      }),
    ]);
    expect(detail.variations[0].lines).toEqual(
      variationPayload().lines.map((line) =>
        expect.objectContaining({ ...line, totalCents: line.unitPriceCents }),
      ),
    );

    expect(await lastCard(conversationId)).toMatchObject({
      senderId: professional.id,
      quoteId: quote._id,
      body: mv.chat.proposed(1, variationTotal),
    });
    expect(await noticesOf(client.id, 'variation_proposed')).toEqual([
      expect.objectContaining({
        title: mv.notifications.proposedTitle(job.title),
        body: mv.notifications.proposedBody('Mick', 1, variationTotal),
        link: paths.quote.href(quote._id),
        subjectJobId: job._id,
      }),
    ]);

    // Both read it on the quote, newest first, and the next one is number 2.
    const second = await call('POST', variationsUrl(quote._id), professional, removal(2_000));
    expect(second.statusCode).toBe(201);
    const read = await call('GET', `/api/quotes/${quote._id}`, client);
    expect(read.json().data.variations.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(read.json().data.variations[0]).toMatchObject({
      totalCents: -2_000,
      lines: [expect.objectContaining({ change: 'remove', totalCents: -2_000 })],
    });
  });

  it('charges GST as the accepted version did', async () => {
    const { client, job, serviceId } = await scene.openJob();
    const { professional } = await scene.contactingProfessional(job, serviceId);
    await scene.giveAbn(professional.id, '2019-01-01');
    const quote = await scene.sentQuote(professional, job._id);
    await call('POST', `/api/quotes/${quote._id}/accept`, client);
    const response = await call('POST', variationsUrl(quote._id), professional, removal(1_005));
    expect(response.statusCode).toBe(201);
    const [variation] = response.json().data.variations;
    // GST on a removal mirrors GST on the same addition: -$1.005 rounds away from zero.
    expect(variation).toMatchObject({
      gstRegistered: true,
      subtotalCents: -1_005,
      gstCents: -101,
      totalCents: -1_106,
    });
    const withGst = quoteTotals(quotePayload().items, true, { kind: 'none', value: 0 });
    expect(response.json().data.agreedTotalCents).toBe(withGst.totalCents);
  });

  it('refuses a quote not accepted, a job no longer in progress, and anyone but its professional', async () => {
    const { client, job, serviceId, professional, quote } = await scene.quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    const otherQuote = await scene.sentQuote(other.professional, job._id);
    const early = await call('POST', variationsUrl(quote._id), professional, variationPayload());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(mv.notAgreed);

    await call('POST', `/api/quotes/${quote._id}/accept`, client);
    const notChosen = await call(
      'POST',
      variationsUrl(otherQuote._id),
      other.professional,
      variationPayload(),
    );
    expect(notChosen.statusCode).toBe(409);

    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another professional who wrote', other.professional, 404],
      ['another professional', await signedIn('tradie', { plan: 'active' }), 404],
      ['the client', client, 403],
      ['an apprentice', await signedIn('apprentice'), 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      const response = await call('POST', variationsUrl(quote._id), caller, variationPayload());
      expect(response.statusCode, who).toBe(status);
    }
    const unknown = await call('POST', variationsUrl(UNKNOWN_ID), professional, variationPayload());
    expect(unknown.statusCode).toBe(404);

    expect((await call('POST', `/api/job/${job._id}/complete`, client)).statusCode).toBe(200);
    const done = await call('POST', variationsUrl(quote._id), professional, variationPayload());
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(mv.notAgreed);
    expect(await db().select().from(quoteVariations)).not.toContainEqual(
      expect.objectContaining({ quoteId: otherQuote._id }),
    );
    const stored = await db()
      .select()
      .from(quoteVariations)
      .where(eq(quoteVariations.quoteId, quote._id));
    expect(stored).toEqual([]);
  });

  it('refuses bad lines and reasons with 400 naming the field, storing nothing', async () => {
    const { professional, quote } = await acceptedQuote();
    const [line] = variationPayload().lines;
    const cases: [string, object, string, string][] = [
      ['no lines', { lines: [] }, 'lines', mv.linesRequired],
      ['too many lines', { lines: Array(31).fill(line) }, 'lines', mv.linesTooMany],
      [
        'no change',
        { lines: [{ ...line, change: undefined }] },
        'lines.0.change',
        mv.changeInvalid,
      ],
      [
        'a change of neither kind',
        { lines: [{ ...line, change: 'swap' }] },
        'lines.0.change',
        mv.changeInvalid,
      ],
      [
        'no quantity',
        { lines: [{ ...line, quantityHundredths: 0 }] },
        'lines.0.quantityHundredths',
        m.quantityInvalid,
      ],
      [
        'a fractional price',
        { lines: [{ ...line, unitPriceCents: 10.5 }] },
        'lines.0.unitPriceCents',
        m.unitPriceInvalid,
      ],
      [
        'no description',
        { lines: [{ ...line, description: ' ' }] },
        'lines.0.description',
        m.itemDescriptionRequired,
      ],
      ['no reason', { reason: '' }, 'reason', mv.reasonRequired],
      ['a short reason', { reason: 'no' }, 'reason', mv.reasonTooShort],
      ['a long reason', { reason: 'x'.repeat(1_001) }, 'reason', mv.reasonTooLong],
    ];
    for (const [what, overrides, path, message] of cases) {
      const response = await call('POST', variationsUrl(quote._id), professional, {
        ...variationPayload(),
        ...overrides,
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().errors, what).toContainEqual({ path, message });
    }
    const stored = await db()
      .select()
      .from(quoteVariations)
      .where(eq(quoteVariations.quoteId, quote._id));
    expect(stored).toEqual([]);
  });

  it('refuses a variation that would take the agreed total below $0 (400), and one at exactly $0 passes', async () => {
    const { professional, quote } = await acceptedQuote();
    const below = await call(
      'POST',
      variationsUrl(quote._id),
      professional,
      removal(quoteTotal + 1),
    );
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      message: mv.belowZero,
      errors: [{ path: 'lines', message: mv.belowZero }],
    });
    const all = await call('POST', variationsUrl(quote._id), professional, removal(quoteTotal));
    expect(all.statusCode).toBe(201);
  });
});

describe('POST /api/quotes/:id/variations/:number/approve', () => {
  it('approves a proposed variation: the agreed total moves, a card is posted and the professional told', async () => {
    const { client, job, professional, conversationId, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const response = await call('POST', variationUrl(quote._id, 1, 'approve'), client);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(mv.approved);
    const agreed = quoteTotal + variationTotal;
    expect(response.json().data).toMatchObject({
      agreedTotalCents: agreed,
      variations: [{ number: 1, status: 'approved', approvedAt: expect.any(String) }],
    });
    expect(await lastCard(conversationId)).toMatchObject({
      senderId: client.id,
      quoteId: quote._id,
      body: mv.chat.approved(1, agreed),
    });
    expect(await noticesOf(professional.id, 'variation_answered')).toEqual([
      expect.objectContaining({
        title: mv.notifications.approvedTitle(job.title),
        body: mv.notifications.approvedBody('Olivia', 1, agreed),
        link: paths.quote.href(quote._id),
        subjectJobId: job._id,
      }),
    ]);
    const read = await call('GET', `/api/quotes/${quote._id}`, professional);
    expect(read.json().data.agreedTotalCents).toBe(agreed);

    // Once approved it never changes again.
    for (const [action, caller, body] of [
      ['approve', client, undefined],
      ['decline', client, { reason: 'Changed my mind' }],
      ['withdraw', professional, undefined],
    ] as const) {
      const again = await call('POST', variationUrl(quote._id, 1, action), caller, body);
      expect(again.statusCode, action).toBe(409);
      expect(again.json().message, action).toBe(mv.notOpen);
    }
  });

  it('refuses, when approved, what another approval has made take the agreed total below $0 (409)', async () => {
    const { client, professional, quote } = await acceptedQuote();
    const half = Math.ceil(quoteTotal / 2) + 1;
    for (const description of ['The vanity', 'The mirror']) {
      const response = await call(
        'POST',
        variationsUrl(quote._id),
        professional,
        removal(half, description),
      );
      expect(response.statusCode).toBe(201);
    }
    expect((await call('POST', variationUrl(quote._id, 1, 'approve'), client)).statusCode).toBe(
      200,
    );
    const second = await call('POST', variationUrl(quote._id, 2, 'approve'), client);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(mv.belowZero);
    const read = await call('GET', `/api/quotes/${quote._id}`, client);
    expect(read.json().data.agreedTotalCents).toBe(quoteTotal - half);
    expect(read.json().data.variations[0]).toMatchObject({ number: 2, status: 'proposed' });
  });

  it('lets one of two answers at once through, and refuses the other', async () => {
    const { client, professional, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const answers = await Promise.all([
      call('POST', variationUrl(quote._id, 1, 'approve'), client),
      call('POST', variationUrl(quote._id, 1, 'decline'), client, { reason: 'Too dear' }),
      call('POST', variationUrl(quote._id, 1, 'withdraw'), professional),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses anyone but the job’s client, a variation that does not exist and a bad number', async () => {
    const { client, job, serviceId, professional, quote } = await scene.quotedJob();
    const other = await scene.contactingProfessional(job, serviceId);
    await call('POST', `/api/quotes/${quote._id}/accept`, client);
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const url = variationUrl(quote._id, 1, 'approve');
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
    const missing = await call('POST', variationUrl(quote._id, 2, 'approve'), client);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(mv.notFound);
    expect((await call('POST', variationUrl(UNKNOWN_ID, 1, 'approve'), client)).statusCode).toBe(
      404,
    );
    for (const number of ['0', 'one', '1.5', '51']) {
      const bad = await call('POST', variationUrl(quote._id, number, 'approve'), client);
      expect(bad.statusCode, number).toBe(400);
      expect(bad.json().message, number).toBe(mv.numberInvalid);
    }
    const read = await call('GET', `/api/quotes/${quote._id}`, client);
    expect(read.json().data.variations[0].status).toBe('proposed');
  });

  it('refuses once the job is no longer in progress', async () => {
    const { client, job, professional, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    expect((await call('POST', `/api/job/${job._id}/complete`, client)).statusCode).toBe(200);
    const late = await call('POST', variationUrl(quote._id, 1, 'approve'), client);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(mv.notAgreed);
  });
});

describe('POST /api/quotes/:id/variations/:number/decline', () => {
  it('declines with a reason the professional reads, leaving the agreed total as it was', async () => {
    const { client, job, professional, conversationId, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const url = variationUrl(quote._id, 1, 'decline');
    for (const [body, message] of [
      [{}, mv.declineReasonRequired],
      [{ reason: 'no' }, mv.declineReasonTooShort],
      [{ reason: 'x'.repeat(501) }, mv.declineReasonTooLong],
    ] as const) {
      const bad = await call('POST', url, client, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ path: 'reason', message });
    }
    const reason = 'The old valve was replaced last year';
    const response = await call('POST', url, client, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(mv.declined);
    expect(response.json().data).toMatchObject({
      agreedTotalCents: quoteTotal,
      variations: [{ number: 1, status: 'declined', declineReason: reason }],
    });
    expect(await lastCard(conversationId)).toMatchObject({
      senderId: client.id,
      body: mv.chat.declined(1, reason),
    });
    expect(await noticesOf(professional.id, 'variation_answered')).toEqual([
      expect.objectContaining({
        title: mv.notifications.declinedTitle(job.title),
        body: mv.notifications.declinedBody('Olivia', 1, reason),
      }),
    ]);
    const read = await call('GET', `/api/quotes/${quote._id}`, professional);
    expect(read.json().data.variations[0].declineReason).toBe(reason);
    expect((await call('POST', url, client, { reason })).statusCode).toBe(409);
    expect((await call('POST', variationUrl(quote._id, 1, 'approve'), client)).statusCode).toBe(
      409,
    );
  });

  it('refuses anyone but the job’s client', async () => {
    const { professional, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const url = variationUrl(quote._id, 1, 'decline');
    const body = { reason: 'Not needed' };
    expect((await call('POST', url, await signedIn('client'), body)).statusCode).toBe(404);
    expect((await call('POST', url, professional, body)).statusCode).toBe(403);
    expect((await call('POST', url, null, body)).statusCode).toBe(401);
  });
});

describe('POST /api/quotes/:id/variations/:number/withdraw', () => {
  it('withdraws an unanswered variation and tells the client; nothing more can happen to it', async () => {
    const { client, job, professional, conversationId, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const url = variationUrl(quote._id, 1, 'withdraw');
    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another professional', await signedIn('tradie', { plan: 'active' }), 404],
      ['the client', client, 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      expect((await call('POST', url, caller)).statusCode, who).toBe(status);
    }

    const response = await call('POST', url, professional);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(mv.withdrawn);
    expect(response.json().data.variations[0]).toMatchObject({
      status: 'withdrawn',
      withdrawnAt: expect.any(String),
    });
    expect(await lastCard(conversationId)).toMatchObject({ body: mv.chat.withdrawn(1) });
    expect((await noticesOf(client.id, 'variation_proposed')).at(-1)).toMatchObject({
      title: mv.notifications.withdrawnTitle(job.title),
      body: mv.notifications.withdrawnBody('Mick', 1),
    });
    expect((await call('POST', url, professional)).statusCode).toBe(409);
    expect((await call('POST', variationUrl(quote._id, 1, 'approve'), client)).statusCode).toBe(
      409,
    );
  });
});

describe('quote_variations', () => {
  it('keeps a settled variation as it was: the database refuses to change one', async () => {
    const { client, professional, quote } = await acceptedQuote();
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    await call('POST', variationsUrl(quote._id), professional, variationPayload());
    const ofQuote = (number: number) =>
      and(eq(quoteVariations.quoteId, quote._id), eq(quoteVariations.number, number));
    // A proposed one moves on, never rewritten.
    await expect(
      db().update(quoteVariations).set({ totalCents: 1 }).where(ofQuote(2)),
    ).rejects.toThrow();
    await call('POST', variationUrl(quote._id, 1, 'approve'), client);
    await expect(
      db().update(quoteVariations).set({ status: 'proposed', approvedAt: null }).where(ofQuote(1)),
    ).rejects.toThrow();
  });
});
