import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createUser,
  firstServiceId,
  setSubscription,
  TEST_PASSWORD,
  type TestUser,
} from '../../../test/factories';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

let testApp: TestApp;
let loginCount = 0;

/** Signs in from an address of its own, so the per-address login limit never bites. */
async function signInAs(user: TestUser): Promise<string> {
  loginCount += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `10.45.${Math.floor(loginCount / 250)}.${loginCount % 250}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign in failed: ${response.body}`);
  return response.json().data.token;
}

/**
 * A review as the jobs module writes it: a completed job, its review and the professional's review
 * count and rating total, in one transaction.
 */
async function addReview(clientId: string, tradieId: string, title = 'Rewire the granny flat') {
  const serviceId = (await firstServiceId(testApp.app))!;
  return testApp.app.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        clientId,
        serviceId,
        title,
        description: 'Rewire the granny flat and add an outdoor power point.',
        state: 'QLD',
        city: 'Brisbane',
        budgetMin: 1200,
        budgetMax: 2000,
        timing: 'within_week',
        status: 'completed',
        hiredTradieId: tradieId,
        completedAt: new Date(),
      })
      .returning();
    const [review] = await tx
      .insert(reviews)
      .values({ jobId: job!.id, clientId, tradieId, rating: 4, body: 'Neat and on time.' })
      .returning();
    await tx
      .update(users)
      .set({
        reviewCount: sql`${users.reviewCount} + 1`,
        ratingTotal: sql`${users.ratingTotal} + 4`,
      })
      .where(eq(users.id, tradieId));
    return { reviewId: review!.id, jobId: job!.id };
  });
}

let client: TestUser;
let tradie: TestUser;
let tradieToken: string;
let clientToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = await createUser(testApp.app, { userType: 'client', firstName: 'Olivia' });
  tradie = await createUser(testApp.app, { userType: 'tradie', firstName: 'Ava' });
  tradieToken = await signInAs(tradie);
  clientToken = await signInAs(client);
});

afterAll(async () => {
  await testApp.close();
});

const reply = (reviewId: string, token: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/review/${reviewId}/reply`,
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });

const reviewRow = async (reviewId: string) => {
  const [row] = await testApp.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row!;
};

const notificationsOf = (userId: string) =>
  testApp.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/review/:id/reply', () => {
  it('stores the reviewed professional’s reply and tells the client in the same transaction', async () => {
    const { reviewId, jobId } = await addReview(client.id, tradie.id);
    const before = (await notificationsOf(client.id)).length;

    const response = await reply(reviewId, tradieToken, {
      reply: '  Thanks Olivia, a pleasure!  ',
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      responseCode: 200,
      message: messages.reviews.replied,
      data: {
        _id: reviewId,
        rating: 4,
        body: 'Neat and on time.',
        clientName: 'Olivia N.',
        reply: 'Thanks Olivia, a pleasure!',
      },
    });
    const row = await reviewRow(reviewId);
    expect(row.reply).toBe('Thanks Olivia, a pleasure!');
    expect(body.data.repliedAt).toBe(row.repliedAt!.toISOString());

    const added = (await notificationsOf(client.id)).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      kind: 'review_replied',
      title: messages.reviews.repliedTitle,
      body: messages.reviews.repliedBody('Ava Nguyen', 'Rewire the granny flat'),
      link: `/myJobs/${jobId}`,
      readAt: null,
    });
  });

  it('shows the reply on the profile’s reviews', async () => {
    const { reviewId } = await addReview(client.id, tradie.id);
    await reply(reviewId, tradieToken, { reply: 'Cheers!' });
    const apprentice = await createUser(testApp.app, { userType: 'apprentice' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/professional/${tradie.id}/reviews`,
      headers: { authorization: await signInAs(apprentice) },
    });
    const shown = (response.json().data.items as { _id: string; reply: string }[]).find(
      (review) => review._id === reviewId,
    );
    expect(shown?.reply).toBe('Cheers!');
  });

  it('refuses a second reply with 409 and keeps the first, without a second notification', async () => {
    const { reviewId } = await addReview(client.id, tradie.id);
    expect((await reply(reviewId, tradieToken, { reply: 'First thoughts' })).statusCode).toBe(200);
    const before = (await notificationsOf(client.id)).length;

    const second = await reply(reviewId, tradieToken, { reply: 'Second thoughts' });

    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      responseCode: 409,
      code: 'CONFLICT',
      message: messages.reviews.alreadyReplied,
    });
    expect((await reviewRow(reviewId)).reply).toBe('First thoughts');
    expect(await notificationsOf(client.id)).toHaveLength(before);
  });

  it('keeps exactly one of two replies sent at the same moment', async () => {
    const { reviewId } = await addReview(client.id, tradie.id);
    const responses = await Promise.all([
      reply(reviewId, tradieToken, { reply: 'From the phone' }),
      reply(reviewId, tradieToken, { reply: 'From the laptop' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const kept = responses.find((response) => response.statusCode === 200)!.json().data.reply;
    expect((await reviewRow(reviewId)).reply).toBe(kept);
  });

  it('answers 404 to another professional, as if the review did not exist', async () => {
    const { reviewId } = await addReview(client.id, tradie.id);
    const other = await createUser(testApp.app, { userType: 'tradie' });
    const response = await reply(reviewId, await signInAs(other), { reply: 'Not my review' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: messages.reviews.notFound,
    });
    expect((await reviewRow(reviewId)).reply).toBeNull();
  });

  it('answers 404 for an unknown review and 400 for an id that is not one', async () => {
    const unknown = await reply(randomUUID(), tradieToken, { reply: 'Hello there' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.reviews.notFound });
    const malformed = await reply('review-1', tradieToken, { reply: 'Hello there' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('lets a free tradie and a tradie whose plan expired answer for their own work', async () => {
    const freeTradie = await createUser(testApp.app, { userType: 'freeTradie' });
    const { reviewId: freeReview } = await addReview(client.id, freeTradie.id);
    const response = await reply(freeReview, await signInAs(freeTradie), { reply: 'Thank you!' });
    expect(response.statusCode).toBe(200);

    const lapsed = await createUser(testApp.app, { userType: 'tradie' });
    await setSubscription(testApp.app, lapsed.id, 'expired');
    const { reviewId: lapsedReview } = await addReview(client.id, lapsed.id);
    const lapsedResponse = await reply(lapsedReview, await signInAs(lapsed), { reply: 'Ta!' });
    expect(lapsedResponse.statusCode).toBe(200);
  });

  it.each([
    [{}, messages.reviews.replyTooShort],
    [{ reply: '' }, messages.reviews.replyTooShort],
    [{ reply: '  a  ' }, messages.reviews.replyTooShort],
    [{ reply: 42 }, messages.reviews.replyTooShort],
    [{ reply: 'x'.repeat(1001) }, messages.reviews.replyTooLong],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const { reviewId } = await addReview(client.id, tradie.id);
    const before = (await notificationsOf(client.id)).length;
    const response = await reply(reviewId, tradieToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect((await reviewRow(reviewId)).reply).toBeNull();
    expect(await notificationsOf(client.id)).toHaveLength(before);
  });

  it('refuses a signed-out visitor with 401', async () => {
    const { reviewId } = await addReview(client.id, tradie.id);
    const response = await reply(reviewId, undefined, { reply: 'Hello there' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await reviewRow(reviewId)).reply).toBeNull();
  });

  it('refuses clients (even the author) and apprentices with 403 FORBIDDEN', async () => {
    const { reviewId } = await addReview(client.id, tradie.id);
    const apprentice = await createUser(testApp.app, { userType: 'apprentice' });
    for (const token of [clientToken, await signInAs(apprentice)]) {
      const response = await reply(reviewId, token, { reply: 'Hello there' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await reviewRow(reviewId)).reply).toBeNull();
  });

  it('refuses an unverified professional with 403 NOT_VERIFIED', async () => {
    const unverified = await createUser(testApp.app, { userType: 'tradie', verified: false });
    const { reviewId } = await addReview(client.id, unverified.id);
    const response = await reply(reviewId, await signInAs(unverified), { reply: 'Hello there' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NOT_VERIFIED',
      message: messages.authModal.verify.text,
    });
    expect((await reviewRow(reviewId)).reply).toBeNull();
  });
});
