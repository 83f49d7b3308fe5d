import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@trademate/shared/constants/company';
import { userTypes } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apiClient } from '../../../test/api-client';
import type { SignedInStaff } from '../../../test/staff';
import {
  createUser,
  firstServiceId,
  setSubscription,
  type TestUser,
} from '../../../test/factories';
import { insertJob, signInFresh } from '../../../test/job-fixtures';
import { inTransaction } from '../../lib/after-commit';
import { sessions } from '../../db/schema/auth';
import { reports } from '../../db/schema/safety';
import { auditLog } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

const m = messages.people;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let admin: SignedInStaff;
let support: SignedInStaff;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await newAdmin();
  support = await newSupport(admin);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const { consoleCall: call, call: customerCall, newAdmin, newSupport } = apiClient(app);

/** A customer's request with their session token, as the web app sends it. */
const asCustomer = (token: string, url: string) => customerCall('GET', url, token);

function login(user: TestUser, remote: string) {
  return app().inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: remote,
  });
}

async function auditRows(action: string, recordId: string) {
  return app()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)));
}

/** A completed job with its client's review of the tradie, counted in the tradie's rating. */
async function reviewed(client: TestUser, tradie: TestUser, rating: number) {
  const job = await insertJob(app(), {
    clientId: client.id,
    serviceId: (await firstServiceId(app()))!,
    status: 'completed',
    hiredTradieId: tradie.id,
    completedAt: new Date(),
  });
  const review = await inTransaction(app().db, (tx) =>
    app().reviews.createReview(
      { jobId: job.id, clientId: client.id, tradieId: tradie.id, rating, body: `Rated ${rating}` },
      tx,
    ),
  );
  return { job, review: review! };
}

describe('who may use People', () => {
  it('refuses every route signed out and to every customer kind; support and admins get in', async () => {
    const person = await createUser(app());
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${person.id}`],
      ['POST', `/api/admin/users/${person.id}/suspend`],
      ['POST', `/api/admin/users/${person.id}/reinstate`],
      ['POST', `/api/admin/users/${person.id}/end-sessions`],
      ['POST', `/api/admin/users/${person.id}/verify-email`],
      ['POST', `/api/admin/users/${person.id}/trial/extend`],
      ['POST', `/api/admin/users/${person.id}/trial/end`],
      ['POST', `/api/admin/reviews/${UNKNOWN_ID}/hide`],
    ];
    const customers = await Promise.all(
      userTypes.map(async (userType) => {
        const user = await createUser(app(), { userType });
        if (userType === 'tradie') await setSubscription(app(), user.id, 'active');
        return signInFresh(app(), user);
      }),
    );
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { reason: 'checking access', days: 7 } : undefined;
      expect((await call(method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const token of customers) {
        const response = await call(method, url, {
          payload,
          headers: { authorization: token, cookie: `token=${token}` },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    for (const staff of [admin, support]) {
      const list = await call('GET', '/api/admin/users', { cookie: staff.cookie });
      expect(list.statusCode).toBe(200);
      const one = await call('GET', `/api/admin/users/${person.id}`, { cookie: staff.cookie });
      expect(one.statusCode).toBe(200);
    }
    expect(
      (await call('GET', `/api/admin/users/${UNKNOWN_ID}`, { cookie: admin.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/admin/users/not-an-id', { cookie: admin.cookie })).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/admin/users?plan=gold', { cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });
});

describe('finding people', () => {
  it('searches by name, email and phone, and filters by type, state, plan and status', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const tradie = await createUser(app(), {
      userType: 'tradie',
      firstName: `Mick${tag}`,
      state: 'NSW',
      city: 'Sydney',
    });
    const client = await createUser(app(), {
      userType: 'client',
      email: `${tag}.client@example.com.au`,
      verified: false,
    });
    const search = async (query: string) => {
      const response = await call('GET', `/api/admin/users?${query}`, { cookie: support.cookie });
      expect(response.statusCode, query).toBe(200);
      return response.json().data as { items: { _id: string; plan: string; status: string }[] };
    };
    expect((await search(`q=mick${tag}`)).items.map((p) => p._id)).toEqual([tradie.id]);
    expect((await search(`q=${tag}.CLIENT`)).items.map((p) => p._id)).toEqual([client.id]);
    expect((await search(`q=${tag}&userType=client`)).items.map((p) => p._id)).toEqual([client.id]);
    const byState = await search(`q=${tag}&state=NSW`);
    expect(byState.items.map((p) => p._id)).toEqual([tradie.id]);
    // A new tradie starts on the trial.
    expect(byState.items[0]).toMatchObject({ plan: 'trial', status: 'active' });
    expect((await search(`q=${tag}&plan=trial`)).items.map((p) => p._id)).toEqual([tradie.id]);
    expect((await search(`q=${tag}&plan=none`)).items.map((p) => p._id)).toEqual([client.id]);
    expect((await search(`q=${tag}&status=unverified`)).items.map((p) => p._id)).toEqual([
      client.id,
    ]);
    // Phone numbers match with or without spaces.
    expect((await search(`q=0412 345 678&userType=client`)).items.length).toBeGreaterThan(0);
    // Pattern letters are letters.
    expect((await search(`q=${tag}%25`)).items).toEqual([]);
  });
});

describe("a person's page", () => {
  it('shows their profile, jobs, reviews, reports and live sessions', async () => {
    const client = await createUser(app(), { userType: 'client', firstName: 'Olivia' });
    const tradie = await createUser(app(), { userType: 'tradie', firstName: 'Mick' });
    const { job, review } = await reviewed(client, tradie, 5);
    await signInFresh(app(), client);
    await app().db.insert(reports).values({
      reporterId: tradie.id,
      subjectType: 'user',
      subjectId: client.id,
      subjectUserId: client.id,
      excerpt: 'Olivia N.',
      reason: 'spam',
    });
    const response = await call('GET', `/api/admin/users/${client.id}`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const person = response.json().data;
    expect(person.profile).toMatchObject({ _id: client.id, firstName: 'Olivia', status: 'active' });
    expect(person.jobs).toEqual([expect.objectContaining({ _id: job.id, role: 'posted' })]);
    expect(person.reviewsGiven).toEqual([
      expect.objectContaining({ _id: review.id, rating: 5, otherName: 'Mick Nguyen' }),
    ]);
    expect(person.reportsAbout).toEqual([expect.objectContaining({ reason: 'spam' })]);
    expect(person.sessions).toHaveLength(1);

    const tradiePage = (
      await call('GET', `/api/admin/users/${tradie.id}`, { cookie: admin.cookie })
    ).json().data;
    expect(tradiePage.reviewsReceived).toEqual([
      expect.objectContaining({ _id: review.id, otherName: 'Olivia N.' }),
    ]);
    expect(tradiePage.jobs).toEqual([expect.objectContaining({ _id: job.id, role: 'hired' })]);
    expect(tradiePage.reportsBy).toHaveLength(1);
    expect(tradiePage.subscription).toMatchObject({ isTrial: true, status: 'trial' });
    expect(tradiePage.profile).toMatchObject({ reviewCount: 1, rating: 5 });
  });
});

describe('suspending', () => {
  it('ends every session at once, refuses sign-in with the message, and reinstating lets them back', async () => {
    const person = await createUser(app(), { userType: 'client', firstName: 'Ethan' });
    const phone = await signInFresh(app(), person);
    const laptop = await signInFresh(app(), person);
    expect((await asCustomer(phone, '/api/user/me')).statusCode).toBe(200);

    const noReason = await call('POST', `/api/admin/users/${person.id}/suspend`, {
      cookie: support.cookie,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(messages.staff.reasonRequired);

    const suspended = await call('POST', `/api/admin/users/${person.id}/suspend`, {
      cookie: support.cookie,
      payload: { reason: 'Scam messages to tradies' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      data: { ended: 2 },
      message: m.suspendedMessage('Ethan Nguyen'),
    });
    // The old tokens stop working at once.
    for (const token of [phone, laptop]) {
      expect((await asCustomer(token, '/api/user/me')).statusCode).toBe(401);
    }
    const refused = await login(person, '10.73.0.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: messages.auth.suspended(company.supportEmail),
    });
    // A wrong password learns nothing about the suspension.
    const wrong = await app().inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: person.email, password: 'not the password' },
      remoteAddress: '10.73.0.2',
    });
    expect(wrong.statusCode).toBe(401);

    const [row] = await app().db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ suspensionReason: 'Scam messages to tradies' });
    const [audit] = await auditRows('user.suspend', person.id);
    expect(audit).toMatchObject({
      staffEmail: support.email,
      reason: 'Scam messages to tradies',
      details: expect.objectContaining({ sessionsEnded: 2 }),
    });

    const twice = await call('POST', `/api/admin/users/${person.id}/suspend`, {
      cookie: support.cookie,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const list = await call('GET', `/api/admin/users?status=suspended&q=${person.email}`, {
      cookie: support.cookie,
    });
    expect(list.json().data.items).toEqual([expect.objectContaining({ status: 'suspended' })]);

    const back = await call('POST', `/api/admin/users/${person.id}/reinstate`, {
      cookie: admin.cookie,
      payload: { reason: 'Cleared after a call' },
    });
    expect(back.statusCode).toBe(200);
    expect(await auditRows('user.reinstate', person.id)).toHaveLength(1);
    expect((await login(person, '10.73.0.3')).statusCode).toBe(200);
    const again = await call('POST', `/api/admin/users/${person.id}/reinstate`, {
      cookie: admin.cookie,
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await call('POST', `/api/admin/users/${UNKNOWN_ID}/suspend`, {
          cookie: admin.cookie,
          payload: { reason: 'Nobody' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('ends all sessions without suspending', async () => {
    const person = await createUser(app());
    const token = await signInFresh(app(), person);
    const ended = await call('POST', `/api/admin/users/${person.id}/end-sessions`, {
      cookie: support.cookie,
      payload: { reason: 'Lost their phone' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ ended: 1 });
    expect((await asCustomer(token, '/api/user/me')).statusCode).toBe(401);
    const live = await app().db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect(await auditRows('user.end_sessions', person.id)).toHaveLength(1);
    // They can sign in again.
    expect((await login(person, '10.73.0.4')).statusCode).toBe(200);
  });
});

describe('verifying an email by hand', () => {
  it('verifies once, with its audit row', async () => {
    const person = await createUser(app(), { verified: false });
    const done = await call('POST', `/api/admin/users/${person.id}/verify-email`, {
      cookie: support.cookie,
      payload: { reason: 'Code mails bounce at their provider' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(m.verifiedMessage(person.email));
    const [row] = await app().db.select().from(users).where(eq(users.id, person.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(await auditRows('user.verify_email', person.id)).toHaveLength(1);
    const twice = await call('POST', `/api/admin/users/${person.id}/verify-email`, {
      cookie: support.cookie,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('hiding a review', () => {
  it('takes it off the profile and out of the rating at once', async () => {
    const client = await createUser(app(), { userType: 'client' });
    const tradie = await createUser(app(), { userType: 'tradie' });
    const { review: kept } = await reviewed(client, tradie, 5);
    const { review: hidden } = await reviewed(client, tradie, 1);
    const viewer = await signInFresh(app(), await createUser(app(), { userType: 'apprentice' }));
    const profile = async () =>
      (await asCustomer(viewer, `/api/professional/${tradie.id}`)).json().data;
    const reviewIds = async () =>
      (await asCustomer(viewer, `/api/professional/${tradie.id}/reviews`))
        .json()
        .data.items.map((r: { _id: string }) => r._id);
    expect(await reviewIds()).toEqual([hidden.id, kept.id]);
    expect(await profile()).toMatchObject({ reviewCount: 2, rating: 3 });

    const done = await call('POST', `/api/admin/reviews/${hidden.id}/hide`, {
      cookie: support.cookie,
      payload: { reason: 'Abusive words about a third person' },
    });
    expect(done.statusCode).toBe(200);
    expect(await reviewIds()).toEqual([kept.id]);
    expect(await profile()).toMatchObject({ reviewCount: 1, rating: 5 });
    expect(await auditRows('review.hide', hidden.id)).toHaveLength(1);

    const twice = await call('POST', `/api/admin/reviews/${hidden.id}/hide`, {
      cookie: support.cookie,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await call('POST', `/api/admin/reviews/${UNKNOWN_ID}/hide`, {
      cookie: support.cookie,
      payload: { reason: 'Nothing' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('trials', () => {
  it('extends a trial from its end, ends it now, and refuses people without one', async () => {
    const tradie = await createUser(app(), { userType: 'tradie' });
    const token = await signInFresh(app(), tradie);
    const before = (await app().subscriptions.findByUserId(tradie.id))!.currentPeriodEnd;

    const badDays = await call('POST', `/api/admin/users/${tradie.id}/trial/extend`, {
      cookie: support.cookie,
      payload: { days: 0, reason: 'Missed a week in hospital' },
    });
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().message).toBe(m.trialDays);

    const extended = await call('POST', `/api/admin/users/${tradie.id}/trial/extend`, {
      cookie: support.cookie,
      payload: { days: 7, reason: 'Missed a week in hospital' },
    });
    expect(extended.statusCode).toBe(200);
    const after = new Date(extended.json().data.currentPeriodEnd);
    expect(after.getTime() - before.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const [extendRow] = await auditRows('user.trial_extend', tradie.id);
    expect(extendRow!.details).toMatchObject({ days: 7, endAfter: after.toISOString() });

    const ended = await call('POST', `/api/admin/users/${tradie.id}/trial/end`, {
      cookie: admin.cookie,
      payload: { reason: 'Second account for a second trial' },
    });
    expect(ended.statusCode).toBe(200);
    expect(await auditRows('user.trial_end', tradie.id)).toHaveLength(1);
    // The plan's work is refused at once: the session reads the subscription on every request.
    const me = await asCustomer(token, '/api/user/me');
    expect(me.json().data.subscriptionStatus).toBe('expired');
    const twice = await call('POST', `/api/admin/users/${tradie.id}/trial/end`, {
      cookie: admin.cookie,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.trialOver);

    const client = await createUser(app(), { userType: 'client' });
    const none = await call('POST', `/api/admin/users/${client.id}/trial/extend`, {
      cookie: support.cookie,
      payload: { days: 7, reason: 'By mistake' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(m.noTrial);
    const paying = await createUser(app(), { userType: 'tradie' });
    await setSubscription(app(), paying.id, 'active');
    const paid = await call('POST', `/api/admin/users/${paying.id}/trial/end`, {
      cookie: support.cookie,
      payload: { reason: 'By mistake' },
    });
    expect(paid.statusCode).toBe(409);
  });
});
