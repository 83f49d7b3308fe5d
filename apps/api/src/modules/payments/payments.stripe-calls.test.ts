import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';
import {
  matchesRequest,
  startLocalStripe,
  type LocalStripe,
  type RequestMatch,
} from '../../../test/local-stripe';
import type { StripeConfig } from '../../config/env';
import { checkoutSessions } from '../../db/schema/payments';
import { plans } from '../../db/schema/plans';
import { subscriptions } from '../../db/schema/subscriptions';
import { createStripeClient } from '../../lib/stripe-client';
import { createStripeProvider } from './stripe-provider';

const stripeConfig: StripeConfig = {
  secretKey: 'sk_test_local_stripe',
  webhookSecret: 'whsec_test_secret_for_webhooks',
  priceIds: {
    'professional-monthly': 'price_monthly_test',
    'professional-yearly': 'price_yearly_test',
  },
};
const stripeEnv = {
  STRIPE_SECRET_KEY: stripeConfig.secretKey,
  STRIPE_WEBHOOK_SECRET: stripeConfig.webhookSecret,
  STRIPE_PRICE_MONTHLY: stripeConfig.priceIds['professional-monthly'],
  STRIPE_PRICE_YEARLY: stripeConfig.priceIds['professional-yearly'],
};

// The real Stripe client, pointed at a Stripe of the test's own that it can make fail or stall.
let local: LocalStripe;
let testApp: TestApp;
beforeAll(async () => {
  local = await startLocalStripe();
  testApp = await buildTestApp(stripeEnv, {
    paymentProvider: createStripeProvider(
      stripeConfig,
      createStripeClient(stripeConfig.secretKey, local.clientOptions),
    ),
  });
});
afterAll(async () => {
  await testApp.close();
  await local.close();
});

const app = () => testApp.app;
const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

const { call } = apiClient(app);

async function subscriptionOf(token: string) {
  return (await call('GET', '/api/user/subscription', token)).json().data;
}

async function rowOf(userId: string) {
  const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

/**
 * Takes the subscription row's lock from another connection without waiting: on PostgreSQL this
 * fails at once (55P03) while any transaction holds it; the embedded database runs one
 * transaction at a time, so there it could not even begin.
 */
async function lockFromElsewhere(userId: string) {
  return app().db.transaction((tx) =>
    tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update', { noWait: true }),
  );
}

/** Requests that reached the local Stripe from position `from` on and match `match`. */
function requestsTo(match: RequestMatch, from = 0) {
  return local.requests.slice(from).filter((request) => matchesRequest(match, request));
}

let subscriptionNumber = 0;

/**
 * A tradie paying monthly through Stripe, as `invoice.paid` leaves them: the row here, the
 * subscription at Stripe, 29 days left.
 */
async function stripeTradie(status: 'active' | 'cancelled' = 'active') {
  subscriptionNumber += 1;
  const providerSubscriptionId = `sub_calls_${subscriptionNumber}`;
  const providerCustomerId = `cus_calls_${subscriptionNumber}`;
  const periodStart = nowS() - DAY_S;
  const periodEnd = nowS() + 29 * DAY_S;
  local.addSubscription({
    id: providerSubscriptionId,
    customer: providerCustomerId,
    price: stripeConfig.priceIds['professional-monthly'],
    periodStart,
    periodEnd,
  });
  const user = await createUser(app(), { userType: 'tradie' });
  const [monthly] = await app()
    .db.select()
    .from(plans)
    .where(eq(plans.code, 'professional-monthly'));
  await app().subscriptions.save({
    userId: user.id,
    planId: monthly!.id,
    status,
    isTrial: false,
    currentPeriodStart: new Date(periodStart * 1000),
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelledAt: status === 'cancelled' ? new Date() : null,
    provider: 'stripe',
    providerCustomerId,
    providerSubscriptionId,
  });
  return { ...user, token: await signInFresh(app(), user), providerSubscriptionId, periodEnd };
}

const subscriptionUpdate = (id: string): RequestMatch => ({
  method: 'POST',
  path: `/v1/subscriptions/${id}`,
});
const scheduleUpdate: RequestMatch = { method: 'POST', path: /^\/v1\/subscription_schedules\/./ };

/** The three changes a professional makes that Stripe must make too. */
const changes = [
  {
    name: 'a cancel',
    startsAs: 'active' as const,
    send: (token: string) => call('POST', '/api/subscription/cancel', token),
    atStripe: subscriptionUpdate,
    sends: { cancel_at_period_end: 'true' },
    endsAs: { status: 'cancelled', cancelledAt: expect.any(String) },
  },
  {
    name: 'a resume',
    startsAs: 'cancelled' as const,
    send: (token: string) => call('POST', '/api/subscription/resume', token),
    atStripe: subscriptionUpdate,
    sends: { cancel_at_period_end: 'false' },
    endsAs: { status: 'active', cancelledAt: null },
  },
  {
    name: 'a plan switch',
    startsAs: 'active' as const,
    send: (token: string) =>
      call('PATCH', '/api/subscription/plan', token, { planCode: 'professional-yearly' }),
    atStripe: () => scheduleUpdate,
    sends: { 'phases[1][items][0][price]': 'price_yearly_test', end_behavior: 'release' },
    endsAs: { plan: { code: 'professional-monthly' }, nextPlanCode: 'professional-yearly' },
  },
];

const changeCases = changes.map((change) => [change.name, change] as const);

describe('Stripe is asked with no row lock held', () => {
  it.each(changeCases)(
    '%s waiting for Stripe holds no lock, the same user is answered meanwhile, and the result is recorded once Stripe answers',
    async (_name, change) => {
      const tradie = await stripeTradie(change.startsAs);
      const before = await subscriptionOf(tradie.token);
      const stall = local.stallNext(change.atStripe(tradie.providerSubscriptionId));

      const pending = change.send(tradie.token);
      const atStripe = await stall.arrived;
      expect(atStripe.idempotencyKey).toMatch(/^subscription-/);
      for (const [key, value] of Object.entries(change.sends))
        expect(atStripe.params.get(key)).toBe(value);

      expect(await lockFromElsewhere(tradie.id)).toHaveLength(1);
      expect(await subscriptionOf(tradie.token)).toEqual(before);
      const portal = await call('POST', '/api/subscription/portal', tradie.token);
      expect(portal.statusCode).toBe(200);
      expect(portal.json().data.url).toMatch(/^https:\/\/billing\.stripe\.com\//);

      stall.release();
      const response = await pending;
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(change.endsAs);
      expect(await subscriptionOf(tradie.token)).toMatchObject(change.endsAs);
    },
  );

  it('opens the billing portal without locking the row', async () => {
    const tradie = await stripeTradie();
    const stall = local.stallNext({ method: 'POST', path: '/v1/billing_portal/sessions' });
    const pending = call('POST', '/api/subscription/portal', tradie.token);
    const atStripe = await stall.arrived;
    expect(atStripe.params.get('customer')).toBe(`cus_calls_${subscriptionNumber}`);
    expect(atStripe.idempotencyKey).toMatch(/^portal-/);
    expect(await lockFromElsewhere(tradie.id)).toHaveLength(1);
    expect((await call('POST', '/api/subscription/cancel', tradie.token)).statusCode).toBe(200);

    stall.release();
    const response = await pending;
    expect(response.statusCode).toBe(200);
  });

  it('keeps what a Stripe webhook recorded while the cancel waited for Stripe', async () => {
    const tradie = await stripeTradie();
    const stall = local.stallNext(subscriptionUpdate(tradie.providerSubscriptionId));
    const pending = call('POST', '/api/subscription/cancel', tradie.token);
    await stall.arrived;

    // Stripe announces the cancellation before its answer to the request reaches TradeMate.
    const payload = JSON.stringify({
      id: 'evt_calls_cancelled',
      object: 'event',
      type: 'customer.subscription.updated',
      created: nowS(),
      data: {
        object: {
          id: tradie.providerSubscriptionId,
          object: 'subscription',
          cancel_at_period_end: true,
          cancel_at: tradie.periodEnd,
          ended_at: null,
          items: { object: 'list', data: [{ current_period_end: tradie.periodEnd }] },
        },
      },
    });
    const webhook = await app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': new Stripe(stripeConfig.secretKey).webhooks.generateTestHeaderString({
          payload,
          secret: stripeConfig.webhookSecret,
        }),
      },
    });
    expect(webhook.statusCode).toBe(200);
    const recordedByWebhook = await rowOf(tradie.id);
    expect(recordedByWebhook.status).toBe('cancelled');

    stall.release();
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'cancelled' });
    expect(await rowOf(tradie.id)).toEqual(recordedByWebhook);
  });
});

describe('a Stripe that fails', () => {
  it.each(changeCases)(
    '%s answers 503 and changes nothing when Stripe fails or drops the connection; trying again sends the same key',
    async (_name, change) => {
      const tradie = await stripeTradie(change.startsAs);
      const match = change.atStripe(tradie.providerSubscriptionId);
      const before = await rowOf(tradie.id);
      const from = local.requests.length;

      local.failNext('server-error', 2, match);
      const failed = await change.send(tradie.token);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        responseCode: 503,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: messages.payments.providerUnavailable,
      });
      expect(await rowOf(tradie.id)).toEqual(before);

      local.failNext('reset', 2, match);
      expect((await change.send(tradie.token)).statusCode).toBe(503);
      expect(await rowOf(tradie.id)).toEqual(before);

      const succeeded = await change.send(tradie.token);
      expect(succeeded.statusCode).toBe(200);
      expect(succeeded.json().data).toMatchObject(change.endsAs);

      // Each failure: one try and the client's one retry; then the successful try. One intent,
      // one key throughout.
      const tries = requestsTo(match, from);
      expect(tries).toHaveLength(5);
      expect(new Set(tries.map((request) => request.idempotencyKey)).size).toBe(1);
      expect(tries[0]!.idempotencyKey).toMatch(/^subscription-/);
    },
  );

  it('gives each new intent a new key: cancel, resume and cancel again in one period; a switch and back', async () => {
    const tradie = await stripeTradie();
    const update = subscriptionUpdate(tradie.providerSubscriptionId);
    const from = local.requests.length;
    for (const url of ['/api/subscription/cancel', '/api/subscription/resume'])
      expect((await call('POST', url, tradie.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/subscription/cancel', tradie.token)).statusCode).toBe(200);
    const keys = requestsTo(update, from).map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);

    for (const planCode of ['professional-yearly', 'professional-monthly'])
      expect(
        (await call('PATCH', '/api/subscription/plan', tradie.token, { planCode })).statusCode,
      ).toBe(200);
    const switchKeys = requestsTo(scheduleUpdate, from).map((request) => request.idempotencyKey);
    expect(switchKeys).toHaveLength(2);
    expect(new Set([...keys, ...switchKeys]).size).toBe(5);
    expect(await subscriptionOf(tradie.token)).toMatchObject({
      status: 'cancelled',
      nextPlanCode: null,
    });
  });

  it('answers 503 when Stripe cannot open the billing portal', async () => {
    const tradie = await stripeTradie();
    local.failNext('reset', 2, { method: 'POST', path: '/v1/billing_portal/sessions' });
    const response = await call('POST', '/api/subscription/portal', tradie.token);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
  });
});

describe('a Stripe checkout', () => {
  const checkoutCreate: RequestMatch = { method: 'POST', path: '/v1/checkout/sessions' };

  async function freeTradie() {
    const user = await createUser(app(), { userType: 'freeTradie' });
    return { ...user, token: await signInFresh(app(), user) };
  }

  it("is created under the checkout's own id as the idempotency key and records Stripe's session", async () => {
    const free = await freeTradie();
    const from = local.requests.length;
    const response = await call('PATCH', '/api/user/freeTradie/upgrade', free.token, {
      planCode: 'professional-monthly',
    });
    expect(response.statusCode).toBe(201);
    const { sessionId, url } = response.json().data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [created] = requestsTo(checkoutCreate, from);
    expect(created!.idempotencyKey).toBe(`checkout-${sessionId}`);
    expect(created!.params.get('metadata[checkoutId]')).toBe(sessionId);
    const [row] = await app()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'open', providerSessionId: url.split('/').pop() });
  });

  it('answers 503 when Stripe fails, leaves no checkout open, and the next try is a new checkout', async () => {
    const free = await freeTradie();
    const from = local.requests.length;
    local.failNext('server-error', 2, checkoutCreate);
    const failed = await call('PATCH', '/api/user/freeTradie/upgrade', free.token, {
      planCode: 'professional-monthly',
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: messages.payments.providerUnavailable,
    });
    const rows = await app()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, free.id));
    expect(rows.map((row) => row.status)).toEqual(['expired']);
    expect(await subscriptionOf(free.token)).toBeNull();

    const again = await call('PATCH', '/api/user/freeTradie/upgrade', free.token, {
      planCode: 'professional-monthly',
    });
    expect(again.statusCode).toBe(201);
    const keys = requestsTo(checkoutCreate, from).map((request) => request.idempotencyKey);
    expect(keys).toEqual([
      `checkout-${rows[0]!.id}`,
      `checkout-${rows[0]!.id}`,
      `checkout-${again.json().data.sessionId}`,
    ]);
  });
});
