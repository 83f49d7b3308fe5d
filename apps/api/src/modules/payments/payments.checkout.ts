import type { FastifyBaseLogger } from 'fastify';
import { checkoutReturnHref } from '@trademate/shared/paths';
import { gstIncludedCents } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { PaidPlanCode } from '@trademate/shared/constants/payments';
import type {
  CheckoutSession,
  TestCardPayment,
  TestCheckout,
} from '@trademate/shared/schemas/payments';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import { askProvider } from '../../lib/provider-unavailable';
import { classifyTestCard, isExpiryInFuture } from '../../lib/test-cards';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { PaymentProviderClient } from './payment-provider';
import {
  addInterval,
  hasRunningPaidPeriod,
  isPaidPlanCode,
  type PaymentsConfirmations,
} from './payments.confirmations';
import { createPaymentsRepository } from './payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A checkout left open this long expires (Stripe's own default is the same). */
export const CHECKOUT_LIFETIME_MS = DAY_MS;

export interface PaymentsCheckoutDeps {
  db: Db;
  subscriptions: SubscriptionsService;
  provider: PaymentProviderClient;
  confirmations: PaymentsConfirmations;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Starting a checkout at the provider, and the test mode's own checkout page and card payment. */
export function createPaymentsCheckout({
  db,
  subscriptions,
  provider,
  confirmations: { confirmPayment, findPaidPlan },
  publicUrl,
  log,
}: PaymentsCheckoutDeps) {
  const repository = createPaymentsRepository(db);

  return {
    /**
     * Starts paying for a plan. Refused while a paid period is still running, so nobody pays
     * twice for the same time; allowed with no subscription, on a trial, or once expired.
     */
    async startCheckout(
      user: { id: string; email: string },
      planCode: PaidPlanCode,
      now: Date = new Date(),
    ): Promise<CheckoutSession> {
      const plan = await findPaidPlan(planCode);
      const checkout = await inTransaction(db, async (tx) => {
        const current = await subscriptions.findForUpdate(user.id, tx);
        if (hasRunningPaidPeriod(current, now))
          throw new AppError('CONFLICT', messages.payments.alreadyPaid);
        const base = provider.kind === 'stripe' ? publicUrl : '';
        const row = await repository.insertCheckout(
          {
            userId: user.id,
            planId: plan.id,
            provider: provider.kind,
            successUrl: `${base}${checkoutReturnHref('success')}`,
            cancelUrl: `${base}${checkoutReturnHref('cancelled')}`,
            expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
          },
          tx,
        );
        return { row, customerId: current?.providerCustomerId ?? null };
      });
      // The provider is asked once the checkout's transaction has committed; its id is the
      // idempotency key, so the client's own retries never open two sessions for one checkout.
      let started: Awaited<ReturnType<PaymentProviderClient['createCheckout']>>;
      try {
        started = await askProvider(log, 'checkout', () =>
          provider.createCheckout({
            checkoutId: checkout.row.id,
            userId: user.id,
            email: user.email,
            plan: {
              code: planCode,
              name: plan.name,
              priceCents: plan.priceCents,
              interval: plan.interval!,
            },
            successUrl: checkout.row.successUrl,
            cancelUrl: checkout.row.cancelUrl,
            customerId: checkout.customerId,
          }),
        );
      } catch (error) {
        // Nobody got a page to pay on: the checkout closes at once and the next try starts anew.
        await repository.expireCheckout(checkout.row.id);
        throw error;
      }
      if (started.providerSessionId)
        await repository.setCheckoutProviderSession(checkout.row.id, started.providerSessionId);
      return { sessionId: checkout.row.id, url: started.url, provider: provider.kind };
    },

    /** The test-mode checkout page's data; only for the user who started it. */
    async getTestCheckout(
      userId: string,
      checkoutId: string,
      now: Date = new Date(),
    ): Promise<TestCheckout> {
      const found = await repository.findCheckout(checkoutId);
      if (!found || found.checkout.userId !== userId || found.checkout.provider !== 'test')
        throw new AppError('NOT_FOUND', messages.payments.checkoutNotFound);
      const { checkout, plan } = found;
      const isLapsed = checkout.status === 'open' && checkout.expiresAt.getTime() <= now.getTime();
      return {
        sessionId: checkout.id,
        status: isLapsed ? 'expired' : checkout.status,
        plan: { code: plan.code as PaidPlanCode, name: plan.name },
        amountCents: plan.priceCents,
        gstCents: gstIncludedCents(plan.priceCents),
        successUrl: checkout.successUrl,
        cancelUrl: checkout.cancelUrl,
      };
    },

    /**
     * The test-mode card payment: the usual Stripe test numbers succeed, the decline numbers are
     * declined (402, nothing changes), anything else is refused. A success is confirmed through
     * `confirmPayment`, as a Stripe payment is.
     */
    async payTestCheckout(
      userId: string,
      checkoutId: string,
      card: TestCardPayment,
      now: Date = new Date(),
    ): Promise<CurrentSubscription> {
      const found = await repository.findCheckout(checkoutId);
      if (!found || found.checkout.userId !== userId || found.checkout.provider !== 'test')
        throw new AppError('NOT_FOUND', messages.payments.checkoutNotFound);
      const { checkout, plan } = found;
      if (checkout.status === 'paid')
        throw new AppError('CONFLICT', messages.payments.checkoutAlreadyPaid);
      if (checkout.status === 'expired' || checkout.expiresAt.getTime() <= now.getTime())
        throw new AppError('CONFLICT', messages.payments.checkoutExpired);
      if (!isExpiryInFuture(card.expiry, now)) {
        throw new AppError('VALIDATION', messages.payments.cardExpired, [
          { path: 'expiry', message: messages.payments.cardExpired },
        ]);
      }
      const outcome = classifyTestCard(card.cardNumber);
      if (outcome === 'unknown') {
        throw new AppError('VALIDATION', messages.payments.unknownTestCard, [
          { path: 'cardNumber', message: messages.payments.unknownTestCard },
        ]);
      }
      if (outcome === 'declined')
        throw new AppError('PAYMENT_DECLINED', messages.payments.declined);
      if (outcome === 'insufficient_funds')
        throw new AppError('PAYMENT_DECLINED', messages.payments.insufficientFunds);
      if (!plan.interval || !isPaidPlanCode(plan.code))
        throw new AppError('SERVICE_UNAVAILABLE', messages.payments.plansNotSetUp);

      const digits = card.cardNumber.replace(/[\s-]/g, '');
      const planCode = plan.code;
      const interval = plan.interval;
      await inTransaction(db, async (tx) => {
        const current = await subscriptions.findForUpdate(userId, tx);
        if (hasRunningPaidPeriod(current, now))
          throw new AppError('CONFLICT', messages.payments.alreadyPaid);
        const { applied } = await confirmPayment(
          {
            provider: 'test',
            providerPaymentId: `test_checkout_${checkout.id}`,
            userId,
            planCode,
            amountCents: plan.priceCents,
            periodStart: now,
            periodEnd: addInterval(now, interval),
            paidAt: now,
            cardLast4: digits.slice(-4),
            checkoutId: checkout.id,
          },
          tx,
        );
        if (!applied) throw new AppError('CONFLICT', messages.payments.checkoutAlreadyPaid);
      });
      return subscriptions.getCurrent(userId, now);
    },
  };
}
