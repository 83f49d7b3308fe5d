import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { states } from '@trademate/shared/constants/states';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { conversations, messages } from '../db/schema/chats';
import { jobs } from '../db/schema/jobs';
import { reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';
import { DEMO_PASSWORD, formatDemoSignIns, isEmptyOfUsers, seedDemoData } from './seed-demo';

describe('demo data', () => {
  let testApp: TestApp;
  let app: TestApp['app'];
  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('fills an empty database with every kind of account, jobs in every state, chats and reviews', async () => {
    expect(await isEmptyOfUsers(app.db)).toBe(true);
    const { created, signIns } = await seedDemoData(app);
    expect(created).toBe(true);
    expect(new Set(signIns.map((signIn) => signIn.userType))).toEqual(
      new Set(['client', 'tradie', 'freeTradie', 'apprentice']),
    );

    const jobStates = await app.db.selectDistinct({ state: jobs.state }).from(jobs);
    expect(jobStates.map((row) => row.state).sort()).toEqual([...states].sort());
    const statuses = await app.db.selectDistinct({ status: jobs.status }).from(jobs);
    expect(statuses.map((row) => row.status).sort()).toEqual(
      ['cancelled', 'completed', 'in_progress', 'open'].sort(),
    );
    const [conversationCount] = await app.db.select({ n: count() }).from(conversations);
    const [messageCount] = await app.db.select({ n: count() }).from(messages);
    const [reviewCount] = await app.db.select({ n: count() }).from(reviews);
    expect(conversationCount!.n).toBeGreaterThan(5);
    expect(messageCount!.n).toBeGreaterThan(conversationCount!.n);
    expect(reviewCount!.n).toBeGreaterThan(2);

    // Review aggregates agree with the reviews themselves.
    const [mick] = await app.db.select().from(users).where(eq(users.firstName, 'Mick'));
    const mickReviews = await app.db.select().from(reviews).where(eq(reviews.tradieId, mick!.id));
    expect(mick!.reviewCount).toBe(mickReviews.length);
    expect(mick!.ratingTotal).toBe(mickReviews.reduce((sum, review) => sum + review.rating, 0));
  });

  it('signs in with a printed demo account', async () => {
    const { signIns } = await seedDemoData(app);
    const tradie = signIns.find((signIn) => signIn.userType === 'tradie')!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: tradie.email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: response.json().data.token },
    });
    expect(me.json().data).toMatchObject({ userType: 'tradie', subscriptionStatus: 'active' });
  });

  it('includes a tradie on a paid monthly plan with invoices and one whose plan expired', async () => {
    const { signIns } = await seedDemoData(app);
    const expired = signIns.find((signIn) => signIn.note === 'subscription expired')!;
    expect(formatDemoSignIns(signIns)).toContain(expired.email);
    const signInAs = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json().data.token as string;
    const get = async (url: string, token: string) =>
      (await app.inject({ method: 'GET', url, headers: { authorization: token } })).json().data;

    const expiredToken = await signInAs(expired.email);
    expect(await get('/api/user/subscription', expiredToken)).toMatchObject({
      status: 'expired',
      provider: 'test',
    });
    expect((await get('/api/subscription/invoices', expiredToken)).items).toHaveLength(2);

    const [kate] = await app.db.select().from(users).where(eq(users.firstName, 'Kate'));
    const paidToken = await signInAs(kate!.email);
    expect(await get('/api/user/subscription', paidToken)).toMatchObject({
      status: 'active',
      isTrial: false,
      plan: { code: 'professional-monthly' },
    });
    expect((await get('/api/subscription/invoices', paidToken)).items).toHaveLength(2);
  });

  it('changes nothing when run again', async () => {
    const [before] = await app.db.select({ n: count() }).from(jobs);
    const { created } = await seedDemoData(app);
    const [after] = await app.db.select({ n: count() }).from(jobs);
    expect(created).toBe(false);
    expect(after!.n).toBe(before!.n);
  });
});
