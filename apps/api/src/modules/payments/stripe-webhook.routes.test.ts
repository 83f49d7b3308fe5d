import { and, count, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';
import { paymentEvents, payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { mailOutbox } from '../../db/schema/mail';

const WEBHOOK_SECRET = 'whsec_test_secret_for_webhooks';
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_monthly_test',
  STRIPE_PRICE_YEARLY: 'price_yearly_test',
};
// The library's own signing helper; no network is involved anywhere in these tests.
const stripe = new Stripe(stripeEnv.STRIPE_SECRET_KEY);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp(stripeEnv);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);
let eventNumber = 0;

function event(type: string, object: object, created = nowS()) {
  eventNumber += 1;
  return { id: `evt_test_${eventNumber}`, object: 'event', type, created, data: { object } };
}

function paidInvoice(options: {
  id: string;
  userId: string | null;
  subscriptionId: string;
  start: number;
  end: number;
  price?: string;
  amount?: number;
}) {
  return {
    id: options.id,
    object: 'invoice',
    amount_paid: options.amount ?? 4_900,
    customer: 'cus_test_1',
    status_transitions: { paid_at: options.start },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: options.subscriptionId,
        metadata: options.userId
          ? { userId: options.userId, planCode: 'professional-monthly' }
          : {},
      },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${options.id}`,
          period: { start: options.start, end: options.end },
          parent: { type: 'subscription_item_details' },
          pricing: {
            type: 'price_details',
            price_details: { price: options.price ?? 'price_monthly_test', product: 'prod_test' },
          },
        },
      ],
    },
  };
}

function stripeSubscription(id: string, fields: Record<string, unknown>) {
  return {
    id,
    object: 'subscription',
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    items: { object: 'list', data: [] },
    ...fields,
  };
}

function deliver(body: object, signature?: string) {
  const payload = JSON.stringify(body);
  return app().inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined
        ? {
            'stripe-signature': stripe.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
  });
}

async function rowOf(userId: string) {
  const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function paymentCount(userId: string) {
  const [row] = await app()
    .db.select({ n: count() })
    .from(payments)
    .where(eq(payments.userId, userId));
  return row!.n;
}

async function eventCount() {
  const [row] = await app().db.select({ n: count() }).from(paymentEvents);
  return row!.n;
}

describe('Stripe webhooks', () => {
  let free: TestUser & { token: string };
  const subscriptionId = 'sub_test_1';
  const start = nowS() - 60;
  const end = start + 30 * DAY_S;

  beforeAll(async () => {
    const user = await createUser(app(), { userType: 'freeTradie' });
    free = { ...user, token: await signInFresh(app(), user) };
  });

  it('refuses a missing, wrong or tampered signature with 400 and changes nothing', async () => {
    const body = event(
      'invoice.paid',
      paidInvoice({ id: 'in_forged', userId: free.id, subscriptionId, start, end }),
    );
    const missing = await deliver(body, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      message: messages.payments.webhookSignatureInvalid,
    });

    const wrongSecret = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(body),
      secret: 'whsec_someone_else',
    });
    expect((await deliver(body, wrongSecret)).statusCode).toBe(400);

    const signedOther = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...body, id: 'evt_other' }),
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(body, signedOther)).statusCode).toBe(400);

    expect(await eventCount()).toBe(0);
    expect(await paymentCount(free.id)).toBe(0);
    expect(await rowOf(free.id)).toBeUndefined();
  });

  it('applies a paid invoice: the free tradie becomes a tradie on an active Stripe plan with an invoice', async () => {
    const completed = await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        metadata: { userId: free.id, planCode: 'professional-monthly' },
        client_reference_id: free.id,
        customer: 'cus_test_1',
        subscription: subscriptionId,
      }),
    );
    expect(completed.statusCode).toBe(200);

    const paid = await deliver(
      event(
        'invoice.paid',
        paidInvoice({ id: 'in_1', userId: free.id, subscriptionId, start, end }),
      ),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { received: true } });

    const me = await app().inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: free.token },
    });
    expect(me.json().data).toMatchObject({ userType: 'tradie', subscriptionStatus: 'active' });
    const current = await app().inject({
      method: 'GET',
      url: '/api/user/subscription',
      headers: { authorization: free.token },
    });
    expect(current.json().data).toMatchObject({
      status: 'active',
      provider: 'stripe',
      isTrial: false,
      currentPeriodEnd: new Date(end * 1000).toISOString(),
    });
    const row = await rowOf(free.id);
    expect(row).toMatchObject({
      providerCustomerId: 'cus_test_1',
      providerSubscriptionId: subscriptionId,
    });
    const list = await app().inject({
      method: 'GET',
      url: '/api/subscription/invoices',
      headers: { authorization: free.token },
    });
    expect(list.json().data.items).toHaveLength(1);
  });

  it('answers a replayed event 200 and changes nothing, and never records one payment twice', async () => {
    const body = event(
      'invoice.paid',
      paidInvoice({
        id: 'in_2',
        userId: free.id,
        subscriptionId,
        start: end,
        end: end + 30 * DAY_S,
      }),
    );
    expect((await deliver(body)).statusCode).toBe(200);
    const before = await rowOf(free.id);
    const replay = await deliver(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Already handled');
    // The same invoice in another event (Stripe retries with a new event id too).
    const sameInvoice = event('invoice.paid', body.data.object);
    expect((await deliver(sameInvoice)).statusCode).toBe(200);
    expect(await paymentCount(free.id)).toBe(2);
    expect(await rowOf(free.id)).toEqual(before);
  });

  it('never lets an older event overwrite a newer state', async () => {
    // Period 4 arrives before period 3: the period only moves forward.
    const period3 = paidInvoice({
      id: 'in_3',
      userId: null,
      subscriptionId,
      start: end + 30 * DAY_S,
      end: end + 60 * DAY_S,
    });
    const period4 = paidInvoice({
      id: 'in_4',
      userId: null,
      subscriptionId,
      start: end + 60 * DAY_S,
      end: end + 90 * DAY_S,
    });
    expect((await deliver(event('invoice.paid', period4))).statusCode).toBe(200);
    expect((await deliver(event('invoice.paid', period3))).statusCode).toBe(200);
    expect((await rowOf(free.id))!.currentPeriodEnd.toISOString()).toBe(
      new Date((end + 90 * DAY_S) * 1000).toISOString(),
    );
    expect(await paymentCount(free.id)).toBe(4);

    // The newer 'cancel at period end' wins over an older update that arrives after it.
    const newer = event(
      'customer.subscription.updated',
      stripeSubscription(subscriptionId, { cancel_at_period_end: true }),
      nowS() + 100,
    );
    const older = event(
      'customer.subscription.updated',
      stripeSubscription(subscriptionId, {}),
      nowS() + 50,
    );
    expect((await deliver(newer)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    expect((await rowOf(free.id))!.status).toBe('cancelled');
  });

  it('mails the renewal notice on invoice.upcoming, once', async () => {
    const user = await createUser(app(), { userType: 'tradie' });
    const subId = 'sub_test_upcoming';
    const periodEnd = nowS() + 7 * DAY_S;
    await deliver(
      event(
        'invoice.paid',
        paidInvoice({
          id: 'in_up_1',
          userId: user.id,
          subscriptionId: subId,
          start: nowS() - 23 * DAY_S,
          end: periodEnd,
        }),
      ),
    );
    const upcoming = event('invoice.upcoming', {
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subId, metadata: {} },
      },
      lines: { object: 'list', data: [] },
    });
    expect((await deliver(upcoming)).statusCode).toBe(200);
    expect((await deliver(upcoming)).statusCode).toBe(200);
    expect((await deliver(event('invoice.upcoming', upcoming.data.object))).statusCode).toBe(200);
    const mails = await app()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), like(mailOutbox.subject, '%renews on%')));
    expect(mails).toHaveLength(1);
    expect((await rowOf(user.id))!.renewalNoticeSentAt).not.toBeNull();
  });

  it('ends access when Stripe deletes the subscription', async () => {
    const user = await createUser(app(), { userType: 'tradie' });
    const token = await signInFresh(app(), user);
    const subId = 'sub_test_deleted';
    await deliver(
      event(
        'invoice.paid',
        paidInvoice({
          id: 'in_del_1',
          userId: user.id,
          subscriptionId: subId,
          start: nowS() - DAY_S,
          end: nowS() + 29 * DAY_S,
        }),
      ),
    );
    const deleted = event(
      'customer.subscription.deleted',
      stripeSubscription(subId, { status: 'canceled', ended_at: nowS() - 1 }),
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    const me = await app().inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: token },
    });
    expect(me.json().data.subscriptionStatus).toBe('expired');
  });

  it('serves no test-mode checkout when Stripe is configured', async () => {
    const user = await createUser(app(), { userType: 'tradie' });
    const token = await signInFresh(app(), user);
    const response = await app().inject({
      method: 'GET',
      url: '/api/payments/test/checkout/6f1c1b8e-1f53-4a7e-9a51-3f1b2b1f0a11',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(404);
  });
});
