import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertJob } from '../../../test/job-fixtures';
import { dayFromToday, quotePayload, quoteScene } from '../../../test/quote-fixtures';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';

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

describe('GET /api/job/:id/quotes', () => {
  it('lists every quote for the client, by price or by rating, with the comparison’s facts', async () => {
    const surryHills = { postcode: '2010', suburb: 'Surry Hills' };
    const { client, job, serviceId } = await scene.openJob({
      address: { state: 'NSW', city: 'Sydney', ...surryHills },
    });
    const near = await scene.contactingProfessional(job, serviceId, {
      firstName: 'Ava',
      place: { postcode: '2150', suburb: 'Parramatta' },
    });
    const far = await scene.contactingProfessional(job, serviceId, {
      firstName: 'Liam',
      place: { postcode: '2300', suburb: 'Newcastle' },
    });
    const unplaced = await scene.contactingProfessional(job, serviceId, { firstName: 'Noah' });
    // Ava: 4.0 from 2 reviews; Liam: 5.0 from 1; Noah: none yet.
    await db()
      .update(users)
      .set({ reviewCount: 2, ratingTotal: 8 })
      .where(eq(users.id, near.professional.id));
    await db()
      .update(users)
      .set({ reviewCount: 1, ratingTotal: 5 })
      .where(eq(users.id, far.professional.id));
    await insertJob(app(), {
      clientId: client.id,
      serviceId,
      status: 'completed',
      hiredTradieId: far.professional.id,
    });
    const priced = (cents: number) =>
      quotePayload({
        items: [
          {
            description: 'All of it',
            kind: 'labour',
            quantityHundredths: 100,
            unit: 'lot',
            unitPriceCents: cents,
          },
        ],
        deposit: { kind: 'none', value: 0 },
      });
    await scene.sentQuote(near.professional, job._id, priced(90_000));
    await scene.sentQuote(far.professional, job._id, priced(120_000));
    await scene.sentQuote(unplaced.professional, job._id, priced(80_000));

    const list = async (sort?: string) => {
      const response = await call(
        'GET',
        `/api/job/${job._id}/quotes${sort ? `?sort=${sort}` : ''}`,
        client,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data.items as Array<{
        isMine: boolean;
        professional: Record<string, unknown> & { firstName: string };
      }>;
    };
    expect((await list()).map((q) => q.professional.firstName)).toEqual(['Noah', 'Ava', 'Liam']);
    expect((await list('price')).map((q) => q.professional.firstName)).toEqual([
      'Noah',
      'Ava',
      'Liam',
    ]);
    const byRating = await list('rating');
    expect(byRating.map((q) => q.professional.firstName)).toEqual(['Liam', 'Ava', 'Noah']);
    expect(byRating.every((q) => !q.isMine)).toBe(true);

    const [liam, ava, noah] = byRating.map((q) => q.professional);
    expect(liam).toMatchObject({
      fullName: 'Liam Nguyen',
      rating: 5,
      reviewCount: 1,
      jobsCompleted: 1,
      hasAbn: false,
    });
    expect(liam!.distanceKm).toBeGreaterThan(100);
    expect(ava).toMatchObject({ rating: 4, reviewCount: 2, jobsCompleted: 0 });
    expect(ava!.distanceKm).toBeGreaterThan(10);
    expect(ava!.distanceKm).toBeLessThan(40);
    expect(noah).toMatchObject({ rating: 0, reviewCount: 0, distanceKm: null });
    for (const professional of [liam, ava, noah]) {
      expect(professional!.answeredInMinutes).toEqual(expect.any(Number));
    }

    const bad = await call('GET', `/api/job/${job._id}/quotes?sort=cheapest`, client);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('sort');
  });

  it('tells the client how each professional’s licences stand for a job that needs one', async () => {
    const [electrician] = await db()
      .select({ id: services.id })
      .from(services)
      .where(eq(services.slug, 'electrician'));
    const client = await signedIn('client', { state: 'NSW', city: 'Sydney' });
    // A $6,000 electrical job in NSW needs a NSW electrical licence.
    const job = await insertJob(app(), {
      clientId: client.id,
      serviceId: electrician!.id,
      state: 'NSW',
      city: 'Sydney',
      budgetMin: 6000,
      budgetMax: 6000,
    });
    const licensed = await scene.contactingProfessional({ _id: job.id }, electrician!.id, {
      firstName: 'Ava',
    });
    const unlicensed = await scene.contactingProfessional({ _id: job.id }, electrician!.id, {
      firstName: 'Liam',
    });
    await call('POST', '/api/user/licences', licensed.professional, {
      state: 'NSW',
      trade: 'electrical',
      number: 'EC 12345',
      expiresOn: dayFromToday(365),
    });
    await scene.sentQuote(licensed.professional, job.id);
    await scene.sentQuote(unlicensed.professional, job.id);
    const list = await call('GET', `/api/job/${job.id}/quotes`, client);
    const standing = Object.fromEntries(
      list
        .json()
        .data.items.map((q: { professional: { firstName: string; licence: string } }) => [
          q.professional.firstName,
          q.professional.licence,
        ]),
    );
    expect(standing).toEqual({ Ava: 'licensed', Liam: 'missing' });
  });

  it('shows a professional who wrote only their own quote, and no job to anyone else', async () => {
    const { job, serviceId } = await scene.openJob();
    const quoted = await scene.contactingProfessional(job, serviceId);
    const notYet = await scene.contactingProfessional(job, serviceId);
    const quote = await scene.sentQuote(quoted.professional, job._id);
    const url = `/api/job/${job._id}/quotes`;

    const own = await call('GET', url, quoted.professional);
    expect(own.json().data.items.map((q: { _id: string }) => q._id)).toEqual([quote._id]);
    expect(own.json().data.items[0].isMine).toBe(true);
    expect((await call('GET', url, notYet.professional)).json().data.items).toEqual([]);

    const cases: [string, Parameters<typeof call>[2], number][] = [
      ['another client', await signedIn('client'), 404],
      [
        'a professional who never wrote',
        await signedIn('tradie', { serviceIds: [serviceId], plan: 'active' }),
        404,
      ],
      ['an apprentice', await signedIn('apprentice'), 403],
      ['an unverified client', await signedIn('client', { verified: false }), 403],
      ['the signed out', null, 401],
    ];
    for (const [who, caller, status] of cases) {
      const response = await call('GET', url, caller);
      expect(response.statusCode, who).toBe(status);
      if (status === 404) expect(response.json().message, who).toBe(m.jobNotFound);
    }
    expect(
      (await call('GET', `/api/job/${UNKNOWN_ID}/quotes`, quoted.professional)).statusCode,
    ).toBe(404);
  });
});
