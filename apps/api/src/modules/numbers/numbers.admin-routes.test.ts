import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateCode } from '@trademate/shared/constants/states';
import { userTypes, type UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type { NumbersBucket, NumbersReport } from '@trademate/shared/schemas/numbers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, firstServiceId, setSubscription } from '../../../test/factories';
import { insertJob, signInFresh } from '../../../test/job-fixtures';
import {
  consoleCall,
  signInNewAdmin,
  signInNewSupport,
  type SignedInStaff,
} from '../../../test/staff';
import type { jobs } from '../../db/schema/jobs';
import { jobContacts } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { plans } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';

const m = messages.numbers;

let testApp: TestApp;
let admin: SignedInStaff;
let support: SignedInStaff;
const app = () => testApp.app;

const at = (iso: string) => new Date(iso);
const hoursAfter = (moment: Date, hours: number) => new Date(moment.getTime() + hours * 3_600_000);

/** A person who signed up at `joinedAt` (their trial too, for a tradie: the sign-up starts it). */
async function joined(userType: UserType, state: StateCode, joinedAt: string) {
  const user = await createUser(app(), {
    userType,
    state,
    city: state === 'NSW' ? 'Sydney' : 'Melbourne',
  });
  await app()
    .db.update(users)
    .set({ createdAt: at(joinedAt) })
    .where(eq(users.id, user.id));
  await app()
    .db.update(subscriptions)
    .set({ createdAt: at(joinedAt) })
    .where(eq(subscriptions.userId, user.id));
  return user.id;
}

async function planId(code: string) {
  const [row] = await app().db.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
  return row!.id;
}

/** A payment for a period, recorded when it was paid (as the confirmation records it). */
async function paid(
  userId: string,
  plan: 'professional-monthly' | 'professional-yearly',
  amountCents: number,
  start: string,
  end: string,
) {
  await app()
    .db.insert(payments)
    .values({
      userId,
      planId: await planId(plan),
      provider: 'test',
      providerPaymentId: randomUUID(),
      amountCents,
      periodStart: at(start),
      periodEnd: at(end),
      paidAt: at(start),
      createdAt: at(start),
    });
}

/**
 * The known data, January to April 2025 (Sydney is UTC+11 then, UTC+10 from 6 April):
 * - sign-ups: January a NSW client, a NSW tradie (T1), a VIC apprentice; February (by Sydney's
 *   clock: 31 Jan 14:00 UTC) a VIC client, a VIC tradie (T2), a NSW free tradie (F1).
 * - jobs: J1 NSW 5 Jan (first contact after 2 h, hired 10 Jan, completed 2 Feb, reviewed 5 Feb);
 *   J2 NSW 12 Jan 14:00 UTC (Monday 13 Jan in Sydney; first contact after 10 h); J3 VIC 20 Jan
 *   (after 4 h); J4 VIC 25 Jan (no contact); J5 VIC 31 Jan 13:30 UTC = 1 Feb in Sydney (after 1 h,
 *   hired 10 Feb, completed 5 Mar, reviewed 6 Mar).
 * - money: T1 trial, pays $49 monthly from 29 Jan, renews 28 Feb, stops 28 Mar; T2 trial, pays
 *   $490 yearly from 10 Feb; F1 pays $49 monthly 20 Feb to 20 Mar without a trial.
 */
async function seedKnownData() {
  const serviceId = (await firstServiceId(app()))!;
  const clientA = await joined('client', 'NSW', '2025-01-10T01:00:00Z');
  const clientB = await joined('client', 'VIC', '2025-01-31T14:00:00Z');
  const t1 = await joined('tradie', 'NSW', '2025-01-15T01:00:00Z');
  const t2 = await joined('tradie', 'VIC', '2025-02-03T01:00:00Z');
  await joined('apprentice', 'VIC', '2025-01-20T01:00:00Z');
  const f1 = await joined('freeTradie', 'NSW', '2025-02-05T01:00:00Z');

  async function job(
    clientId: string,
    state: StateCode,
    postedAt: string,
    contactAfterHours: number[],
    more: Partial<typeof jobs.$inferInsert> = {},
  ) {
    const posted = at(postedAt);
    const row = await insertJob(app(), {
      clientId,
      serviceId,
      state,
      city: state === 'NSW' ? 'Sydney' : 'Melbourne',
      createdAt: posted,
      updatedAt: posted,
      contactCount: contactAfterHours.length,
      ...more,
    });
    for (const [index, hours] of contactAfterHours.entries()) {
      await app()
        .db.insert(jobContacts)
        .values({
          jobId: row.id,
          tradieId: [t1, t2][index]!,
          conversationId: randomUUID(),
          createdAt: hoursAfter(posted, hours),
        });
    }
    return row.id;
  }

  const j1 = await job(clientA, 'NSW', '2025-01-05T00:00:00Z', [5, 2], {
    status: 'completed',
    hiredTradieId: t1,
    hiredAt: at('2025-01-10T00:00:00Z'),
    completedAt: at('2025-02-02T00:00:00Z'),
  });
  await job(clientA, 'NSW', '2025-01-12T14:00:00Z', [10]);
  await job(clientB, 'VIC', '2025-01-20T00:00:00Z', [4]);
  await job(clientB, 'VIC', '2025-01-25T00:00:00Z', []);
  const j5 = await job(clientB, 'VIC', '2025-01-31T13:30:00Z', [1], {
    status: 'completed',
    hiredTradieId: t2,
    hiredAt: at('2025-02-10T00:00:00Z'),
    completedAt: at('2025-03-05T00:00:00Z'),
  });
  await app()
    .db.insert(reviews)
    .values([
      {
        jobId: j1,
        clientId: clientA,
        tradieId: t1,
        rating: 5,
        body: 'Great',
        createdAt: at('2025-02-05T00:00:00Z'),
      },
      {
        jobId: j5,
        clientId: clientB,
        tradieId: t2,
        rating: 4,
        body: 'Good',
        createdAt: at('2025-03-06T00:00:00Z'),
      },
    ]);

  await paid(t1, 'professional-monthly', 4_900, '2025-01-29T00:00:00Z', '2025-02-28T00:00:00Z');
  await paid(t1, 'professional-monthly', 4_900, '2025-02-28T00:00:00Z', '2025-03-28T00:00:00Z');
  await paid(t2, 'professional-yearly', 49_000, '2025-02-10T00:00:00Z', '2026-02-10T00:00:00Z');
  // A free tradie's upgrade: the subscription is made with the first payment, in one transaction.
  await paid(f1, 'professional-monthly', 4_900, '2025-02-20T00:00:00Z', '2025-03-20T00:00:00Z');
  await app()
    .db.insert(subscriptions)
    .values({
      userId: f1,
      planId: await planId('professional-monthly'),
      status: 'cancelled',
      currentPeriodStart: at('2025-02-20T00:00:00Z'),
      currentPeriodEnd: at('2025-03-20T00:00:00Z'),
      createdAt: at('2025-02-20T00:00:00Z'),
    });
}

beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await signInNewAdmin(app());
  support = await signInNewSupport(app(), admin);
  await seedKnownData();
});
afterAll(async () => {
  await testApp.close();
});

async function report(query: string): Promise<NumbersReport> {
  const response = await consoleCall(app(), 'GET', `/api/admin/numbers?${query}`, {
    cookie: admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const emptyEvents = {
  signUps: { client: 0, tradie: 0, freeTradie: 0, apprentice: 0 },
  jobsPosted: 0,
  jobsContacted: 0,
  hires: 0,
  completedJobs: 0,
  reviews: 0,
  medianHoursToFirstContact: null,
  trialsStarted: 0,
  trialsConverted: 0,
} satisfies Partial<NumbersBucket>;

describe('the numbers of known data', () => {
  it('counts every figure per Sydney month, with the empty month', async () => {
    const numbers = await report('period=month&from=2025-01-01&to=2025-04-30');
    expect(numbers).toMatchObject({
      period: 'month',
      state: null,
      from: '2025-01-01',
      to: '2025-04-30',
      timeZone: 'Australia/Sydney',
    });
    expect(numbers.buckets).toEqual([
      {
        start: '2025-01-01',
        signUps: { client: 1, tradie: 1, freeTradie: 0, apprentice: 1 },
        jobsPosted: 4,
        jobsContacted: 3,
        hires: 1,
        completedJobs: 0,
        reviews: 0,
        // First contacts after 2, 10 and 4 hours.
        medianHoursToFirstContact: 4,
        trialsStarted: 1,
        trialsConverted: 1,
        payingProfessionals: 1,
        mrrCents: 4_900,
        payingAtStart: 0,
        churned: 0,
        churnRate: null,
      },
      {
        start: '2025-02-01',
        signUps: { client: 1, tradie: 1, freeTradie: 1, apprentice: 0 },
        jobsPosted: 1,
        jobsContacted: 1,
        hires: 1,
        completedJobs: 1,
        reviews: 1,
        medianHoursToFirstContact: 1,
        trialsStarted: 1,
        trialsConverted: 1,
        payingProfessionals: 3,
        // $49 + $49 + $490 a year (4083.33 cents a month).
        mrrCents: 13_883,
        payingAtStart: 1,
        churned: 0,
        churnRate: 0,
      },
      {
        ...emptyEvents,
        start: '2025-03-01',
        completedJobs: 1,
        reviews: 1,
        payingProfessionals: 1,
        mrrCents: 4_083,
        payingAtStart: 3,
        churned: 2,
        churnRate: 2 / 3,
      },
      {
        ...emptyEvents,
        start: '2025-04-01',
        payingProfessionals: 1,
        mrrCents: 4_083,
        payingAtStart: 1,
        churned: 0,
        churnRate: 0,
      },
    ]);
  });

  it("filters by the person's state for people and money, and by the job's state for jobs", async () => {
    const numbers = await report('period=month&from=2025-01-01&to=2025-03-31&state=NSW');
    expect(numbers.state).toBe('NSW');
    expect(numbers.buckets).toEqual([
      {
        start: '2025-01-01',
        signUps: { client: 1, tradie: 1, freeTradie: 0, apprentice: 0 },
        jobsPosted: 2,
        jobsContacted: 2,
        hires: 1,
        completedJobs: 0,
        reviews: 0,
        // Two jobs: the median lies between 2 and 10 hours.
        medianHoursToFirstContact: 6,
        trialsStarted: 1,
        trialsConverted: 1,
        payingProfessionals: 1,
        mrrCents: 4_900,
        payingAtStart: 0,
        churned: 0,
        churnRate: null,
      },
      {
        ...emptyEvents,
        start: '2025-02-01',
        signUps: { client: 0, tradie: 0, freeTradie: 1, apprentice: 0 },
        completedJobs: 1,
        reviews: 1,
        payingProfessionals: 2,
        mrrCents: 9_800,
        payingAtStart: 1,
        churned: 0,
        churnRate: 0,
      },
      {
        ...emptyEvents,
        start: '2025-03-01',
        payingProfessionals: 0,
        mrrCents: 0,
        payingAtStart: 2,
        churned: 2,
        churnRate: 1,
      },
    ]);
    const vic = await report('period=month&from=2025-03-01&to=2025-03-31&state=VIC');
    expect(vic.buckets).toEqual([
      {
        ...emptyEvents,
        start: '2025-03-01',
        completedJobs: 1,
        reviews: 1,
        payingProfessionals: 1,
        mrrCents: 4_083,
        payingAtStart: 1,
        churned: 0,
        churnRate: 0,
      },
    ]);
  });

  it('cuts weeks on Monday, Sydney time', async () => {
    const numbers = await report('period=week&from=2025-01-06&to=2025-01-19');
    expect(numbers.buckets.map(({ start }) => start)).toEqual(['2025-01-06', '2025-01-13']);
    expect(numbers.buckets[0]).toMatchObject({
      signUps: { client: 1, tradie: 0, freeTradie: 0, apprentice: 0 },
      jobsPosted: 0,
      hires: 1,
      trialsStarted: 0,
    });
    // J2 was posted on Sunday 12 January by UTC's clock, Monday 13 January by Sydney's.
    expect(numbers.buckets[1]).toMatchObject({
      signUps: { client: 0, tradie: 1, freeTradie: 0, apprentice: 0 },
      jobsPosted: 1,
      jobsContacted: 1,
      medianHoursToFirstContact: 10,
      trialsStarted: 1,
    });
  });

  it('shows the last 12 periods up to the current one by default', async () => {
    const weeks = await report('');
    expect(weeks.period).toBe('week');
    expect(weeks.buckets).toHaveLength(12);
    const monday = new Date(`${weeks.buckets[11]!.start}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    expect(weeks.to >= weeks.buckets[11]!.start).toBe(true);
    const months = await report('period=month');
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.every(({ start }) => start.endsWith('-01'))).toBe(true);
  });
});

describe('who may read the numbers', () => {
  it('refuses signed-out requests, every customer kind and support staff', async () => {
    expect((await consoleCall(app(), 'GET', '/api/admin/numbers')).statusCode).toBe(401);
    for (const userType of userTypes) {
      const user = await createUser(app(), { userType });
      if (userType === 'tradie') await setSubscription(app(), user.id, 'active');
      const token = await signInFresh(app(), user);
      const response = await consoleCall(app(), 'GET', '/api/admin/numbers', {
        headers: { authorization: token, cookie: `token=${token}` },
      });
      expect(response.statusCode, userType).toBe(401);
    }
    // Revenue is not support's work.
    const bySupport = await consoleCall(app(), 'GET', '/api/admin/numbers', {
      cookie: support.cookie,
    });
    expect(bySupport.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['period=day', m.periodInvalid],
    ['state=ACT', m.stateInvalid],
    ['from=2025-02-30', m.dateInvalid],
    ['from=yesterday', m.dateInvalid],
    ['from=2025-03-01&to=2025-02-01', m.rangeBackwards],
    ['period=week&from=2024-01-01&to=2025-06-30', m.rangeTooLong('53 weeks')],
    ['period=month&from=2020-01-01&to=2025-06-30', m.rangeTooLong('36 months')],
    ['to=2999-01-01', m.rangeInFuture],
    ['period=month&from=2015-01-01', m.rangeTooLong('36 months')],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    const response = await consoleCall(app(), 'GET', `/api/admin/numbers?${query}`, {
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
