import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';
import { checkoutSessions, payments } from '../../db/schema/payments';
import { plans } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import type { CheckoutState, PaymentProviderClient } from './payment-provider';
import { createPaymentsService } from './payments.service';
import { createTestProvider } from './test-provider';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const DAY = 24 * 60 * 60 * 1000;

async function monthlyPlanId() {
  const [plan] = await app().db.select().from(plans).where(eq(plans.code, 'professional-monthly'));
  return plan!.id;
}

/** Stripe as reconciliation sees it: what it answers about each checkout session. */
function stripeAnswering(states: Record<string, CheckoutState>): PaymentProviderClient {
  return {
    ...createTestProvider(),
    kind: 'stripe',
    async getCheckoutState(providerSessionId) {
      return states[providerSessionId] ?? { status: 'open' };
    },
  };
}

describe('reconciliation', () => {
  it('confirms a Stripe checkout paid while the server was down, once', async () => {
    const free = await createUser(app(), { userType: 'freeTradie' });
    const now = new Date();
    const [checkout] = await app()
      .db.insert(checkoutSessions)
      .values({
        userId: free.id,
        planId: await monthlyPlanId(),
        provider: 'stripe',
        providerSessionId: 'cs_test_paid_while_down',
        successUrl: 'http://localhost:3000/userSubscription?checkout=success',
        cancelUrl: 'http://localhost:3000/userSubscription?checkout=cancelled',
        expiresAt: new Date(now.getTime() + DAY),
        createdAt: new Date(now.getTime() - 60 * 60 * 1000),
      })
      .returning();
    const periodEnd = new Date(now.getTime() + 30 * DAY);
    const service = createPaymentsService({
      db: app().db,
      subscriptions: app().subscriptions,
      users: app().users,
      alerts: app().alerts,
      metrics: app().metrics,
      provider: stripeAnswering({
        cs_test_paid_while_down: {
          status: 'paid',
          payment: {
            provider: 'stripe',
            providerPaymentId: 'in_paid_while_down',
            userId: null,
            planCode: 'professional-monthly',
            amountCents: 4_900,
            periodStart: now,
            periodEnd,
            paidAt: now,
            providerCustomerId: 'cus_down',
            providerSubscriptionId: 'sub_down',
          },
        },
      }),
      mail: app().mail,
      publicUrl: 'http://localhost:3000',
      log: app().log,
    });

    expect(await service.reconcile(now)).toEqual({ expired: 0, confirmed: 1 });
    expect(await service.reconcile(now)).toEqual({ expired: 0, confirmed: 0 });

    const [user] = await app().db.select().from(users).where(eq(users.id, free.id));
    expect(user!.userType).toBe('tradie');
    const [row] = await app()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout!.id));
    expect(row!.status).toBe('paid');
    const recorded = await app().db.select().from(payments).where(eq(payments.userId, free.id));
    expect(recorded).toHaveLength(1);
  });

  it('expires a test checkout left open for a day; paying it is refused', async () => {
    const free = await createUser(app(), { userType: 'freeTradie' });
    const token = await signInFresh(app(), free);
    const started = await app().inject({
      method: 'PATCH',
      url: '/api/user/freeTradie/upgrade',
      payload: { planCode: 'professional-monthly' },
      headers: { authorization: token },
    });
    const { sessionId } = started.json().data;

    const result = await app().payments.runSweep(new Date(Date.now() + DAY + 1000));
    expect(result.expiredCheckouts).toBeGreaterThanOrEqual(1);
    const page = await app().inject({
      method: 'GET',
      url: `/api/payments/test/checkout/${sessionId}`,
      headers: { authorization: token },
    });
    expect(page.json().data.status).toBe('expired');
    const paid = await app().inject({
      method: 'POST',
      url: `/api/payments/test/checkout/${sessionId}/pay`,
      payload: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Sam' },
      headers: { authorization: token },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(messages.payments.checkoutExpired);
  });
});
