import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@trademate/shared/constants/job-payments';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { paymentScene } from '../../../test/job-payment-fixtures';
import { matchesRequest, startLocalStripe, type LocalStripe } from '../../../test/local-stripe';
import { callAs, signInNewAdmin } from '../../../test/staff';
import { jobPayments, payoutAccounts } from '../../db/schema/job-payments';
import { createStripeClient, STRIPE_NETWORK_RETRIES } from '../../lib/stripe-client';
import { createMarketplaceStripe } from './marketplace-stripe';

const SECRET_KEY = 'sk_test_local_stripe';
const WEBHOOK_SECRET = 'whsec_local_platform';
const CONNECT_SECRET = 'whsec_local_connect';
const FEE = { percentBasisPoints: 500, minCents: 200, capCents: 25_000 };

// Stripe's own signing helper; the client itself talks to a Stripe of the test's own.
const signer = new Stripe(SECRET_KEY);
let local: LocalStripe;
let testApp: TestApp;
beforeAll(async () => {
  local = await startLocalStripe();
  testApp = await buildTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
    },
    {
      marketplaceProvider: createMarketplaceStripe(
        {
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          connectWebhookSecret: CONNECT_SECRET,
        },
        createStripeClient(SECRET_KEY, local.clientOptions),
      ),
    },
  );
});
afterAll(async () => {
  await testApp.close();
  await local.close();
});

const app = () => testApp.app;
const scene = paymentScene(app);
const { call } = scene;

let eventNumber = 0;
/** Posts a Stripe event to the job payments' webhook, signed with `secret`. */
function deliver(type: string, object: object, secret = WEBHOOK_SECRET, id?: string) {
  eventNumber += 1;
  const payload = JSON.stringify({
    id: id ?? `evt_job_route_${eventNumber}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return app().inject({
    method: 'POST',
    url: '/api/job-payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}

/** A payment-mode Checkout session the client paid, as Stripe sends it in its events. */
function paidSession(
  sessionId: string,
  paymentIntentId: string,
  payment: { _id: string; amountCents: number },
) {
  return {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: payment.amountCents,
    currency: 'aud',
    payment_intent: paymentIntentId,
    metadata: { paymentId: payment._id },
  };
}

async function sessionOf(paymentId: string) {
  const [row] = await app().db.select().from(jobPayments).where(eq(jobPayments.id, paymentId));
  return row!;
}

/** A professional onboarded on the local Stripe and a client who started paying the whole. */
async function startedOnStripe() {
  const accepted = await scene.acceptedQuote();
  const onboarding = await call('POST', '/api/payouts/account', accepted.professional);
  expect(onboarding.statusCode).toBe(200);
  expect(onboarding.json().data.url).toMatch(/^https:\/\//);
  const pending = await call('GET', '/api/payouts/account', accepted.professional);
  expect(pending.json().data).toMatchObject({ status: 'pending', providerKind: 'stripe' });
  const [row] = await app()
    .db.select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, accepted.professional.id));
  local.completeOnboarding(row!.accountId);
  const ready = await call('GET', '/api/payouts/account', accepted.professional);
  expect(ready.json().data.status).toBe('ready');

  const started = await call(
    'POST',
    `/api/quotes/${accepted.quote._id}/payments`,
    accepted.client,
    {
      milestone: 'whole',
    },
  );
  expect(started.statusCode).toBe(201);
  const payment = started.json().data.payment as { _id: string; amountCents: number };
  const stored = await sessionOf(payment._id);
  expect(stored.providerSessionId).toMatch(/^cs_/);
  return { ...accepted, payment, sessionId: stored.providerSessionId!, accountId: row!.accountId };
}

describe('payments held on jobs through Stripe Connect', () => {
  it('holds a payment when its signed webhook arrives, once however often it comes', async () => {
    const { client, professional, payment, sessionId } = await startedOnStripe();
    const { paymentIntentId } = local.payCheckoutSession(sessionId);
    const session = paidSession(sessionId, paymentIntentId, payment);
    const forged = await deliver('checkout.session.completed', session, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await sessionOf(payment._id)).status).toBe('awaiting_payment');

    const first = await deliver(
      'checkout.session.completed',
      session,
      WEBHOOK_SECRET,
      'evt_paid_1',
    );
    expect(first.statusCode).toBe(200);
    const again = await deliver(
      'checkout.session.completed',
      session,
      WEBHOOK_SECRET,
      'evt_paid_1',
    );
    expect(again.json().message).toBe('Already handled');
    const late = await deliver('checkout.session.expired', { ...session, status: 'expired' });
    expect(late.statusCode).toBe(200);

    const held = (await call('GET', `/api/job-payments/${payment._id}`, client)).json().data;
    expect(held).toMatchObject({ status: 'held', heldCents: payment.amountCents });
    expect(await scene.noticesOf(professional.id, 'payment_secured')).toHaveLength(1);
    expect(await app().ledger.balanceOf(`held:${payment._id}`)).toBe(payment.amountCents);
  });

  it('transfers the professional’s share from the charge on release, with the operation’s key', async () => {
    const { client, payment, sessionId, accountId } = await startedOnStripe();
    const { paymentIntentId } = local.payCheckoutSession(sessionId);
    await deliver('checkout.session.completed', paidSession(sessionId, paymentIntentId, payment));
    const from = local.requests.length;
    const released = await call('POST', `/api/job-payments/${payment._id}/release`, client);
    expect(released.json().data.status).toBe('released');
    const transfers = local.requests
      .slice(from)
      .filter((request) => matchesRequest({ method: 'POST', path: '/v1/transfers' }, request));
    expect(transfers).toHaveLength(1);
    const params = Object.fromEntries(transfers[0]!.params);
    expect(params).toMatchObject({
      amount: String(payment.amountCents - platformFeeCents(payment.amountCents, FEE)),
      destination: accountId,
      transfer_group: payment._id,
    });
    expect(params.source_transaction).toMatch(/^ch_/);
    expect(transfers[0]!.idempotencyKey).toMatch(/^job-payment-operation:.+:transfer$/);
  });

  it('reconciles a checkout Stripe took payment for whose webhook never came', async () => {
    const { payment, sessionId } = await startedOnStripe();
    local.payCheckoutSession(sessionId);
    const admin = await signInNewAdmin(app());
    const later = new Date(Date.now() + 20 * 60 * 1000);
    const report = await app().jobPayments.moneyReport('month', later);
    expect(report.differences).toContainEqual(
      expect.objectContaining({
        paymentId: payment._id,
        what: 'paid at the provider, not yet recorded here',
        recordCents: payment.amountCents,
      }),
    );
    await app().jobPayments.runSweep(later);
    expect((await sessionOf(payment._id)).status).toBe('held');
    const after = await callAs(app(), admin, 'GET', '/api/admin/money');
    expect(
      after
        .json()
        .data.differences.some((entry: { paymentId: string }) => entry.paymentId === payment._id),
    ).toBe(false);
  });

  it('keeps a release on its way while Stripe fails, and the sweep finishes it once', async () => {
    const { client, payment, sessionId } = await startedOnStripe();
    const { paymentIntentId } = local.payCheckoutSession(sessionId);
    await deliver('checkout.session.completed', paidSession(sessionId, paymentIntentId, payment));
    // Every try the client makes for the one release (its own retries included) fails.
    local.failNext('server-error', STRIPE_NETWORK_RETRIES + 1, {
      method: 'POST',
      path: '/v1/transfers',
    });
    const released = await call('POST', `/api/job-payments/${payment._id}/release`, client);
    expect(released.statusCode).toBe(200);
    expect(released.json().data.status).toBe('settling');
    const second = await call('POST', `/api/job-payments/${payment._id}/release`, client);
    expect(second.statusCode).toBe(409);
    expect(await app().ledger.balanceOf(`held:${payment._id}`)).toBe(payment.amountCents);

    const before = local.requests.length;
    await app().jobPayments.runSweep(new Date(Date.now() + 2 * 60 * 1000));
    const after = (await call('GET', `/api/job-payments/${payment._id}`, client)).json().data;
    expect(after.status).toBe('released');
    expect(await app().ledger.balanceOf(`held:${payment._id}`)).toBe(0);
    await app().jobPayments.runSweep(new Date(Date.now() + 4 * 60 * 1000));
    const transfers = local.requests
      .slice(before)
      .filter((request) => matchesRequest({ method: 'POST', path: '/v1/transfers' }, request));
    expect(new Set(transfers.map((request) => request.idempotencyKey)).size).toBe(1);
  });
});
