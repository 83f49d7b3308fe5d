import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';
import { invoices, payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { mailOutbox } from '../../db/schema/mail';
import { addInterval } from './payments.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const DAY = 24 * 60 * 60 * 1000;
const card = {
  cardNumber: '5555 5555 5555 4444',
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Sam Nguyen',
};

const { call } = apiClient(app);

async function payingTradie() {
  const user = await createUser(app(), { userType: 'tradie' });
  const token = await signInFresh(app(), user);
  const checkout = await call('POST', '/api/subscription/checkout', token, {
    planCode: 'professional-monthly',
  });
  const { sessionId } = checkout.json().data;
  expect(
    (await call('POST', `/api/payments/test/checkout/${sessionId}/pay`, token, card)).statusCode,
  ).toBe(200);
  return { ...user, token };
}

async function rowOf(userId: string) {
  const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

async function mailsTo(email: string, subject: string) {
  return app()
    .db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${subject}%`)));
}

async function invoiceCount(userId: string) {
  return (await app().db.select().from(invoices).where(eq(invoices.userId, userId))).length;
}

describe('the test-mode renewal sweep', () => {
  it('adds whole calendar months and years, kept within the month', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-11-22T15:00:00Z'), 'month').toISOString()).toBe(
      '2026-12-22T15:00:00.000Z',
    );
  });

  it('mails the notice 7 days ahead, renews only noticed, uncancelled periods at their end', async () => {
    const keeps = await payingTradie();
    const cancels = await payingTradie();
    const switches = await payingTradie();
    const missed = await payingTradie();
    const trial = await createUser(app(), { userType: 'tradie' });
    const end = (await rowOf(keeps.id)).currentPeriodEnd;
    for (const user of [cancels, switches]) {
      await app()
        .db.update(subscriptions)
        .set({ currentPeriodEnd: end })
        .where(eq(subscriptions.userId, user.id));
    }
    // The server was off through this one's notice window: its period ended before any sweep.
    const missedEnd = new Date(end.getTime() - 10 * DAY);
    await app()
      .db.update(subscriptions)
      .set({ currentPeriodEnd: missedEnd })
      .where(eq(subscriptions.userId, missed.id));
    const trialEnd = (await rowOf(trial.id)).currentPeriodEnd;
    const sweep = (at: Date) => app().payments.runSweep(at);

    // The trial ends first: its notice says it ends (it never renews: no card).
    await sweep(new Date(trialEnd.getTime() - 7 * DAY));
    expect(await mailsTo(trial.email, 'trial ends on')).toHaveLength(1);
    expect((await rowOf(trial.id)).renewalNoticeSentAt).not.toBeNull();

    // Eight days before the paid end: too early for its notice.
    await sweep(new Date(end.getTime() - 8 * DAY));
    expect((await rowOf(keeps.id)).renewalNoticeSentAt).toBeNull();
    expect(await mailsTo(keeps.email, 'renews on')).toHaveLength(0);

    // Seven days before: the notice, once.
    const noticeAt = new Date(end.getTime() - 7 * DAY);
    await sweep(noticeAt);
    await sweep(new Date(noticeAt.getTime() + 60 * 60 * 1000));
    const notices = await mailsTo(keeps.email, 'renews on');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('$49 including GST');
    expect((await rowOf(keeps.id)).renewalNoticeSentAt?.toISOString()).toBe(noticeAt.toISOString());
    const shown = await call('GET', '/api/user/subscription', keeps.token);
    expect(shown.json().data.renewalNoticeSentAt).toBe(noticeAt.toISOString());
    expect(await mailsTo(missed.email, 'renews on')).toHaveLength(0);

    expect((await call('POST', '/api/subscription/cancel', cancels.token)).statusCode).toBe(200);
    const switched = await call('PATCH', '/api/subscription/plan', switches.token, {
      planCode: 'professional-yearly',
    });
    expect(switched.statusCode).toBe(200);

    // A millisecond before the end nothing renews.
    await sweep(new Date(end.getTime() - 1));
    expect((await rowOf(keeps.id)).currentPeriodEnd.toISOString()).toBe(end.toISOString());
    expect(await invoiceCount(keeps.id)).toBe(1);

    // At the end: renewed with the saved card, a payment and an invoice; twice changes nothing.
    await sweep(end);
    await sweep(new Date(end.getTime() + 60_000));
    const renewed = await rowOf(keeps.id);
    expect(renewed.currentPeriodStart.toISOString()).toBe(end.toISOString());
    expect(renewed.currentPeriodEnd.toISOString()).toBe(addInterval(end, 'month').toISOString());
    expect(renewed.renewalNoticeSentAt).toBeNull();
    expect(renewed.testCardLast4).toBe('4444');
    expect(await invoiceCount(keeps.id)).toBe(2);
    const service = app().subscriptions;
    expect((await service.getCurrent(keeps.id, end))!.status).toBe('active');

    // The switch takes effect at the renewal: a year at the yearly price.
    const yearly = await service.getCurrent(switches.id, end);
    expect(yearly).toMatchObject({
      status: 'active',
      plan: { code: 'professional-yearly' },
      nextPlanCode: null,
    });
    expect(yearly!.currentPeriodEnd).toBe(addInterval(end, 'year').toISOString());
    const yearlyPayments = await app()
      .db.select()
      .from(payments)
      .where(eq(payments.userId, switches.id));
    expect(yearlyPayments.map((payment) => payment.amountCents).sort()).toEqual([4_900, 49_000]);

    // Cancelled, never noticed, and the trial: none renews, each has ended.
    expect((await service.getCurrent(cancels.id, end))!.status).toBe('expired');
    expect(await invoiceCount(cancels.id)).toBe(1);
    expect((await service.getCurrent(missed.id, end))!.status).toBe('expired');
    expect(await invoiceCount(missed.id)).toBe(1);
    expect((await service.getCurrent(trial.id, trialEnd))!.status).toBe('expired');
    expect(await invoiceCount(trial.id)).toBe(0);
  });
});
