import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@trademate/shared/constants/company';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, setSubscription } from '../../../test/factories';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { readPdfText } from '../../../test/pdf-text';
import { checkoutSessions, invoices, payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { tablesChanged } from '../../lib/read-cache';

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const SUCCESS_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Sam Nguyen',
};

const api = apiClient(app);
const { call } = api;

async function signedIn(userType: UserType, options: { verified?: boolean } = {}) {
  const [service] = await takeServices(1);
  const user = await api.signedIn(userType, {
    verified: options.verified,
    serviceIds: userType === 'client' ? [] : [service!.id],
  });
  return { ...user, serviceId: service!.id };
}

async function startCheckout(token: string, planCode = 'professional-monthly') {
  const response = await call('POST', '/api/subscription/checkout', token, { planCode });
  expect(response.statusCode).toBe(201);
  return response.json().data as { sessionId: string; url: string; provider: string };
}

function pay(token: string, sessionId: string, card: object = SUCCESS_CARD) {
  return call('POST', `/api/payments/test/checkout/${sessionId}/pay`, token, card);
}

async function subscriptionOf(token: string) {
  return (await call('GET', '/api/user/subscription', token)).json().data;
}

async function meOf(token: string) {
  return (await call('GET', '/api/user/me', token)).json().data;
}

async function invoicesOf(token: string) {
  const response = await call('GET', '/api/subscription/invoices', token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: { _id: string; number: string; pdfUrl: string }[] };
}

/** A tradie who paid for a monthly plan through the test checkout. */
async function payingTradie() {
  const tradie = await signedIn('tradie');
  const { sessionId } = await startCheckout(tradie.token);
  expect((await pay(tradie.token, sessionId)).statusCode).toBe(200);
  return tradie;
}

async function openJobFor(serviceId: string) {
  const client = await createUser(app(), { userType: 'client', serviceIds: [] });
  return insertJob(app(), { clientId: client.id, serviceId });
}

describe('upgrading a free tradie in test mode', () => {
  it('takes the success card, makes them a tradie with an active plan and issues a tax invoice', async () => {
    const free = await signedIn('freeTradie');
    const job = await openJobFor(free.serviceId);
    expect((await call('GET', `/api/jobRequest/${job.id}`, free.token)).json().code).toBe(
      'PLAN_REQUIRED',
    );

    const upgrade = await call('PATCH', '/api/user/freeTradie/upgrade', free.token, {
      planCode: 'professional-monthly',
    });
    expect(upgrade.statusCode).toBe(201);
    const session = upgrade.json().data;
    expect(session).toEqual({
      sessionId: expect.any(String),
      url: `/checkout/${session.sessionId}`,
      provider: 'test',
    });

    const page = await call('GET', `/api/payments/test/checkout/${session.sessionId}`, free.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({
      sessionId: session.sessionId,
      status: 'open',
      plan: { code: 'professional-monthly', name: 'Professional' },
      amountCents: 4900,
      gstCents: 445,
      successUrl: '/userSubscription?checkout=success',
      cancelUrl: '/userSubscription?checkout=cancelled',
    });
    // Nothing changes before the payment.
    expect((await meOf(free.token)).userType).toBe('freeTradie');

    const paid = await pay(free.token, session.sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(messages.payments.paid);
    expect(paid.json().data).toMatchObject({
      status: 'active',
      isTrial: false,
      provider: 'test',
      plan: { code: 'professional-monthly' },
      nextPlanCode: null,
      renewalNoticeSentAt: null,
    });
    expect(await meOf(free.token)).toMatchObject({
      userType: 'tradie',
      subscriptionStatus: 'active',
    });
    // The same session token now passes the plan gate.
    expect((await call('GET', `/api/jobRequest/${job.id}`, free.token)).statusCode).toBe(200);
    const checkout = await call(
      'GET',
      `/api/payments/test/checkout/${session.sessionId}`,
      free.token,
    );
    expect(checkout.json().data.status).toBe('paid');

    const { items } = await invoicesOf(free.token);
    expect(items).toHaveLength(1);
    const invoice = items[0]!;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^TM-\d{6}$/),
      amountCents: 4900,
      gstCents: 445,
      description: expect.stringContaining('Professional plan (monthly)'),
      pdfUrl: `/api/subscription/invoices/${invoice._id}/pdf`,
    });

    const pdf = await call('GET', invoice.pdfUrl, free.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="TradeMate-${invoice.number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = readPdfText(pdf.rawPayload);
    for (const expected of [
      'Tax invoice',
      company.legalName,
      `ABN ${company.abn}`,
      company.postalAddress.line1,
      invoice.number,
      'Sam Nguyen',
      free.email,
      'Professional plan (monthly)',
      '$49',
      'Total price includes GST',
      'GST included: $4.45',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('declines the decline card with a clear message and changes nothing', async () => {
    const free = await signedIn('freeTradie');
    const { sessionId } = await startCheckout(free.token);
    const declined = await pay(free.token, sessionId, {
      ...SUCCESS_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      responseCode: 402,
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined. No payment was taken.',
    });
    const insufficient = await pay(free.token, sessionId, {
      ...SUCCESS_CARD,
      cardNumber: '4000000000009995',
    });
    expect(insufficient.statusCode).toBe(402);
    expect(insufficient.json().message).toBe(messages.payments.insufficientFunds);

    expect(await meOf(free.token)).toMatchObject({
      userType: 'freeTradie',
      subscriptionStatus: '',
    });
    expect(await subscriptionOf(free.token)).toBeNull();
    expect((await invoicesOf(free.token)).items).toEqual([]);
    const [checkout] = await app()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(checkout!.status).toBe('open');

    // The person can still pay with a good card afterwards.
    expect((await pay(free.token, sessionId)).statusCode).toBe(200);
    expect((await meOf(free.token)).userType).toBe('tradie');
  });

  it('refuses any other card number, an expired card and malformed input with 400', async () => {
    const free = await signedIn('freeTradie');
    const { sessionId } = await startCheckout(free.token);
    const unknown = await pay(free.token, sessionId, {
      ...SUCCESS_CARD,
      cardNumber: '4111 1111 1111 1111',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Use one of the test card numbers shown on this page',
      errors: [
        { path: 'cardNumber', message: 'Use one of the test card numbers shown on this page' },
      ],
    });
    const expired = await pay(free.token, sessionId, { ...SUCCESS_CARD, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.payments.cardExpired);
    const badExpiry = await pay(free.token, sessionId, { ...SUCCESS_CARD, expiry: '13/30' });
    expect(badExpiry.statusCode).toBe(400);
    expect(badExpiry.json().message).toBe('Enter the expiry as MM/YY');
    const noCvc = await pay(free.token, sessionId, { ...SUCCESS_CARD, cvc: '' });
    expect(noCvc.statusCode).toBe(400);
    expect(noCvc.json().message).toBe('Enter the 3 or 4 digit security code');
    expect(await subscriptionOf(free.token)).toBeNull();
  });
});

describe('no double charge', () => {
  it('refuses a new checkout while a paid period runs, and a second payment of a checkout', async () => {
    const tradie = await signedIn('tradie');
    const first = await startCheckout(tradie.token);
    const second = await startCheckout(tradie.token, 'professional-yearly');
    expect((await pay(tradie.token, first.sessionId)).statusCode).toBe(200);

    const again = await pay(tradie.token, first.sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.payments.checkoutAlreadyPaid);
    const other = await pay(tradie.token, second.sessionId);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already paid for this period',
    });
    const checkout = await call('POST', '/api/subscription/checkout', tradie.token, {
      planCode: 'professional-monthly',
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe('You have already paid for this period');

    const rows = await app().db.select().from(payments).where(eq(payments.userId, tradie.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses while a cancelled paid period still runs, but lets a trial or an expired plan pay', async () => {
    const cancelled = await signedIn('tradie');
    await setSubscription(app(), cancelled.id, 'cancelled');
    expect(
      (
        await call('POST', '/api/subscription/checkout', cancelled.token, {
          planCode: 'professional-monthly',
        })
      ).statusCode,
    ).toBe(409);

    const trial = await signedIn('tradie');
    expect((await subscriptionOf(trial.token)).isTrial).toBe(true);
    const fromTrial = await startCheckout(trial.token);
    expect((await pay(trial.token, fromTrial.sessionId)).statusCode).toBe(200);
    expect(await subscriptionOf(trial.token)).toMatchObject({ isTrial: false, status: 'active' });

    const expired = await signedIn('tradie');
    await setSubscription(app(), expired.id, 'expired');
    const renewal = await startCheckout(expired.token, 'professional-yearly');
    expect((await pay(expired.token, renewal.sessionId)).statusCode).toBe(200);
    expect(await subscriptionOf(expired.token)).toMatchObject({
      status: 'active',
      plan: { code: 'professional-yearly' },
    });
  });
});

describe('expiry at the boundary', () => {
  it('grants access until the last second and answers SUBSCRIPTION_EXPIRED from the end instant on', async () => {
    const tradie = await signedIn('tradie');
    const job = await openJobFor(tradie.serviceId);
    const service = app().subscriptions;
    const setEnd = async (end: Date, status: 'active' | 'cancelled') => {
      await app()
        .db.update(subscriptions)
        .set({ currentPeriodEnd: end, status, isTrial: false })
        .where(eq(subscriptions.userId, tradie.id));
      // As the app's own writes do: the instance drops what it kept of the subscription at once.
      tablesChanged(app().db, app().db, 'subscriptions');
    };

    const end = new Date(Date.now() + 60_000);
    await setEnd(end, 'active');
    expect((await service.getCurrent(tradie.id, new Date(end.getTime() - 1000)))!.status).toBe(
      'active',
    );
    expect((await service.getCurrent(tradie.id, end))!.status).toBe('expired');
    expect((await service.getCurrent(tradie.id, new Date(end.getTime() + 1000)))!.status).toBe(
      'expired',
    );
    expect((await call('GET', `/api/jobRequest/${job.id}`, tradie.token)).statusCode).toBe(200);

    await setEnd(end, 'cancelled');
    expect((await service.getCurrent(tradie.id, new Date(end.getTime() - 1000)))!.status).toBe(
      'cancelled',
    );
    expect((await service.getCurrent(tradie.id, end))!.status).toBe('expired');
    expect((await call('GET', `/api/jobRequest/${job.id}`, tradie.token)).statusCode).toBe(200);

    // The request's own clock: a period that ends now has ended; one that ended a second ago too.
    for (const ended of [new Date(), new Date(Date.now() - 1000)]) {
      await setEnd(ended, 'active');
      const response = await call('GET', `/api/jobRequest/${job.id}`, tradie.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'SUBSCRIPTION_EXPIRED',
        message: messages.authModal.subscriptionExpired.text,
      });
    }
  });

  it('refuses a free tradie on a plan-gated route with PLAN_REQUIRED', async () => {
    const free = await signedIn('freeTradie');
    const job = await openJobFor(free.serviceId);
    const response = await call('GET', `/api/jobRequest/${job.id}`, free.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PLAN_REQUIRED');
  });
});

describe('cancel, resume and switch', () => {
  it('cancels with access until the period end, then resumes', async () => {
    const tradie = await payingTradie();
    const job = await openJobFor(tradie.serviceId);
    const before = await subscriptionOf(tradie.token);

    const cancelled = await call('POST', '/api/subscription/cancel', tradie.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(messages.payments.cancelled);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
      currentPeriodEnd: before.currentPeriodEnd,
    });
    expect((await meOf(tradie.token)).subscriptionStatus).toBe('cancelled');
    expect((await call('GET', `/api/jobRequest/${job.id}`, tradie.token)).statusCode).toBe(200);
    const twice = await call('POST', '/api/subscription/cancel', tradie.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.payments.nothingToCancel);

    const resumed = await call('POST', '/api/subscription/resume', tradie.token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ status: 'active', cancelledAt: null });
    const again = await call('POST', '/api/subscription/resume', tradie.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.payments.nothingToResume);
  });

  it('switches to yearly from the next renewal and back', async () => {
    const tradie = await payingTradie();
    const yearly = await call('PATCH', '/api/subscription/plan', tradie.token, {
      planCode: 'professional-yearly',
    });
    expect(yearly.statusCode).toBe(200);
    expect(yearly.json().message).toBe(messages.payments.planSwitched);
    expect(yearly.json().data).toMatchObject({
      plan: { code: 'professional-monthly' },
      nextPlanCode: 'professional-yearly',
    });
    const back = await call('PATCH', '/api/subscription/plan', tradie.token, {
      planCode: 'professional-monthly',
    });
    expect(back.json()).toMatchObject({
      message: messages.payments.planSwitchCleared,
      data: { nextPlanCode: null },
    });
  });

  it('answers 409 when there is no paid subscription to cancel, resume, switch or manage', async () => {
    const trial = await signedIn('tradie');
    const free = await signedIn('freeTradie');
    for (const token of [trial.token, free.token]) {
      expect((await call('POST', '/api/subscription/cancel', token)).statusCode).toBe(409);
      expect((await call('POST', '/api/subscription/resume', token)).statusCode).toBe(409);
      const switched = await call('PATCH', '/api/subscription/plan', token, {
        planCode: 'professional-yearly',
      });
      expect(switched.statusCode).toBe(409);
      expect(switched.json().message).toBe(messages.payments.noPaidSubscription);
    }
    const paying = await payingTradie();
    const portal = await call('POST', '/api/subscription/portal', paying.token);
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe(messages.payments.portalUnavailable);
  });
});

describe('who may do what', () => {
  it('refuses clients and apprentices with FORBIDDEN, unverified professionals with NOT_VERIFIED', async () => {
    const body = { planCode: 'professional-monthly' };
    for (const userType of ['client', 'apprentice'] as const) {
      const user = await signedIn(userType);
      for (const [method, url] of [
        ['POST', '/api/subscription/checkout'],
        ['PATCH', '/api/subscription/plan'],
        ['POST', '/api/subscription/cancel'],
        ['POST', '/api/subscription/resume'],
        ['POST', '/api/subscription/portal'],
        ['PATCH', '/api/user/freeTradie/upgrade'],
      ] as const) {
        const response = await call(method, url, user.token, body);
        expect(response.statusCode, `${userType} ${url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      // Listing one's own invoices is open to anyone signed in: empty for them.
      expect((await invoicesOf(user.token)).items).toEqual([]);
    }
    const unverified = await signedIn('freeTradie', { verified: false });
    const response = await call('PATCH', '/api/user/freeTradie/upgrade', unverified.token, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_VERIFIED');
    const checkout = await call('POST', '/api/subscription/checkout', unverified.token, body);
    expect(checkout.json().code).toBe('NOT_VERIFIED');
  });

  it('lets only free tradies upgrade and asks everyone to sign in', async () => {
    const tradie = await signedIn('tradie');
    const upgrade = await call('PATCH', '/api/user/freeTradie/upgrade', tradie.token, {
      planCode: 'professional-monthly',
    });
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json().code).toBe('FORBIDDEN');
    for (const [method, url] of [
      ['POST', '/api/subscription/checkout'],
      ['GET', '/api/subscription/invoices'],
      ['GET', '/api/payments/test/checkout/6f1c1b8e-1f53-4a7e-9a51-3f1b2b1f0a11'],
    ] as const) {
      const body = method === 'GET' ? undefined : { planCode: 'professional-monthly' };
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
  });

  it("hides someone else's checkout session and invoice behind 404", async () => {
    const owner = await signedIn('freeTradie');
    const other = await signedIn('freeTradie');
    const { sessionId } = await startCheckout(owner.token);
    const read = await call('GET', `/api/payments/test/checkout/${sessionId}`, other.token);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(messages.payments.checkoutNotFound);
    expect((await pay(other.token, sessionId)).statusCode).toBe(404);
    expect(await subscriptionOf(other.token)).toBeNull();

    expect((await pay(owner.token, sessionId)).statusCode).toBe(200);
    const [invoice] = (await invoicesOf(owner.token)).items;
    const stolen = await call('GET', invoice!.pdfUrl, other.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(messages.payments.invoiceNotFound);
  });

  it('answers bad input with 400 and the schema message', async () => {
    const tradie = await signedIn('tradie');
    const badPlan = await call('POST', '/api/subscription/checkout', tradie.token, {
      planCode: 'free',
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toBe('Choose a monthly or yearly Professional plan');
    const noPlan = await call('PATCH', '/api/subscription/plan', tradie.token, {});
    expect(noPlan.statusCode).toBe(400);
    const badId = await call('GET', '/api/payments/test/checkout/not-an-id', tradie.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The checkout id in the address is not valid');
    const badInvoice = await call('GET', '/api/subscription/invoices/nope/pdf', tradie.token);
    expect(badInvoice.statusCode).toBe(400);
    const badCursor = await call('GET', '/api/subscription/invoices?cursor=abc', tradie.token);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('The page cursor is not valid');
  });
});

describe('invoices', () => {
  it('lists newest first, a page at a time', async () => {
    const tradie = await payingTradie();
    const expiredAgain = () =>
      app()
        .db.update(subscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.userId, tradie.id));
    await expiredAgain();
    const { sessionId } = await startCheckout(tradie.token, 'professional-yearly');
    expect((await pay(tradie.token, sessionId)).statusCode).toBe(200);

    const first = await call('GET', '/api/subscription/invoices?limit=1', tradie.token);
    const page1 = first.json().data;
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0].amountCents).toBe(49_000);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/api/subscription/invoices?limit=1&cursor=${page1.nextCursor}`,
      tradie.token,
    );
    const page2 = second.json().data;
    expect(page2.items[0].amountCents).toBe(4_900);
    expect(page2.nextCursor).toBeNull();
    expect(Number(page1.items[0].number.slice(3))).toBeGreaterThan(
      Number(page2.items[0].number.slice(3)),
    );
    const rows = await app().db.select().from(invoices).where(eq(invoices.userId, tradie.id));
    expect(rows).toHaveLength(2);
  });
});

describe('OpenAPI', () => {
  it('documents the subscription and test-mode payment routes', async () => {
    const response = await call('GET', '/api/docs/json');
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/subscription/checkout',
        '/api/subscription/plan',
        '/api/subscription/cancel',
        '/api/subscription/resume',
        '/api/subscription/portal',
        '/api/subscription/invoices',
        '/api/subscription/invoices/{id}/pdf',
        '/api/user/freeTradie/upgrade',
        '/api/payments/test/checkout/{sessionId}',
        '/api/payments/test/checkout/{sessionId}/pay',
      ]),
    );
  });
});
