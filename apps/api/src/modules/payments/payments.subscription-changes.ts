import type { FastifyBaseLogger } from 'fastify';
import { paths } from '@trademate/shared/paths';
import * as messages from '@trademate/shared/messages';
import type { PaidPlanCode } from '@trademate/shared/constants/payments';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import { askProvider } from '../../lib/provider-unavailable';
import type {
  NewSubscriptionRow,
  SubscriptionRow,
  SubscriptionsService,
} from '../subscriptions/subscriptions.service';
import type { PaymentProviderClient } from './payment-provider';
import { hasRunningPaidPeriod, type PaymentsConfirmations } from './payments.confirmations';

/**
 * The idempotency key of a change decided on a subscription row: the row, its state version
 * (`updatedAt`, which every write of the row moves) and the action. Trying the same decision on
 * the same state again sends the same key, so the provider applies it once however often it is
 * tried; a new decision (cancel, resume, then cancel again) is made on a newer state and gets a
 * new key.
 */
function idempotencyKeyOf(row: SubscriptionRow, action: string): string {
  return `subscription-${row.id}-${row.updatedAt.getTime()}-${action}`;
}

/** A change of a running paid subscription that the provider must make too. */
interface SubscriptionChange {
  /** Names the change in its idempotency key, with what it changes to (`switch-to-…`). */
  action: string;
  /** Whether the row allows the change; otherwise the answer is 409 with `refusal`. */
  isAllowed(row: SubscriptionRow): boolean;
  refusal: string;
  atProvider(providerSubscriptionId: string, idempotencyKey: string): Promise<void>;
  /** What the change writes on the row it was decided on. */
  changes(row: SubscriptionRow): Partial<NewSubscriptionRow>;
}

export interface PaymentsSubscriptionChangesDeps {
  db: Db;
  subscriptions: SubscriptionsService;
  provider: PaymentProviderClient;
  confirmations: PaymentsConfirmations;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Switching, cancelling and resuming a paid plan, and the provider's billing portal. */
export function createPaymentsSubscriptionChanges({
  db,
  subscriptions,
  provider,
  confirmations: { findPaidPlan },
  publicUrl,
  log,
}: PaymentsSubscriptionChangesDeps) {
  /**
   * Changes a running paid subscription, at the provider too, and never holds the row lock (or
   * any transaction) across the provider's network call:
   *  1. lock the row, decide or refuse, and commit;
   *  2. ask the provider, under the decision's idempotency key;
   *  3. lock the row again and record the change, if the row is still as decided.
   * A subscription no provider holds (test mode) is decided and changed in one transaction.
   * Returns the row as decided.
   */
  async function changeSubscription(
    userId: string,
    change: SubscriptionChange,
  ): Promise<SubscriptionRow> {
    const decided = await inTransaction(db, async (tx) => {
      const row = await subscriptions.findForUpdate(userId, tx);
      if (!row || !change.isAllowed(row)) throw new AppError('CONFLICT', change.refusal);
      if (row.provider !== 'stripe' || !row.providerSubscriptionId)
        await subscriptions.update(row.id, change.changes(row), tx);
      return row;
    });
    const { providerSubscriptionId } = decided;
    if (decided.provider !== 'stripe' || !providerSubscriptionId) return decided;

    await askProvider(log, change.action, () =>
      change.atProvider(providerSubscriptionId, idempotencyKeyOf(decided, change.action)),
    );

    await inTransaction(db, async (tx) => {
      const row = await subscriptions.findForUpdate(userId, tx);
      // Written while the provider was asked: by a Stripe webhook (often the one for this very
      // change) or another request. That write is newer than this decision, so the decision is
      // not written over it; Stripe, which now holds the change, announces it with
      // `customer.subscription.updated`, and that webhook brings the row to Stripe's state.
      if (row?.id !== decided.id || row.updatedAt.getTime() !== decided.updatedAt.getTime()) return;
      await subscriptions.update(row.id, change.changes(row), tx);
    });
    return decided;
  }

  async function getCurrentOrConflict(userId: string): Promise<NonNullable<CurrentSubscription>> {
    const current = await subscriptions.getCurrent(userId);
    if (!current) throw new AppError('CONFLICT', messages.payments.noPaidSubscription);
    return current;
  }

  return {
    /** Monthly ↔ yearly from the next renewal; choosing the current plan drops a pending switch. */
    async switchPlan(userId: string, planCode: PaidPlanCode, now: Date = new Date()) {
      const plan = await findPaidPlan(planCode);
      const nextPlanOf = (row: SubscriptionRow) => (plan.id === row.planId ? null : plan.id);
      const decided = await changeSubscription(userId, {
        action: `switch-to-${planCode}`,
        isAllowed: (row) => hasRunningPaidPeriod(row, now),
        refusal: messages.payments.noPaidSubscription,
        atProvider: (subscriptionId, key) => provider.switchPlan(subscriptionId, planCode, key),
        changes: (row) => ({ nextPlanId: nextPlanOf(row) }),
      });
      return {
        subscription: await getCurrentOrConflict(userId),
        message: nextPlanOf(decided)
          ? messages.payments.planSwitched
          : messages.payments.planSwitchCleared,
      };
    },

    /** Stops the renewal; access stays until the period ends. */
    async cancel(userId: string, now: Date = new Date()) {
      await changeSubscription(userId, {
        action: 'cancel',
        isAllowed: (row) => hasRunningPaidPeriod(row, now) && row.status === 'active',
        refusal: messages.payments.nothingToCancel,
        atProvider: (subscriptionId, key) =>
          provider.setCancelAtPeriodEnd(subscriptionId, true, key),
        changes: () => ({ status: 'cancelled', cancelledAt: now }),
      });
      return getCurrentOrConflict(userId);
    },

    /** Undoes a cancellation before the period ends: the plan renews as usual. */
    async resume(userId: string, now: Date = new Date()) {
      await changeSubscription(userId, {
        action: 'resume',
        isAllowed: (row) => hasRunningPaidPeriod(row, now) && row.status === 'cancelled',
        refusal: messages.payments.nothingToResume,
        atProvider: (subscriptionId, key) =>
          provider.setCancelAtPeriodEnd(subscriptionId, false, key),
        changes: () => ({ status: 'active', cancelledAt: null }),
      });
      return getCurrentOrConflict(userId);
    },

    /** Stripe's customer portal (cards, receipts, cancellation) for a Stripe customer. */
    async createPortalUrl(userId: string): Promise<{ url: string }> {
      const row = await subscriptions.findByUserId(userId);
      const customerId = row?.provider === 'stripe' ? row.providerCustomerId : null;
      const url = customerId
        ? await askProvider(log, 'portal', () =>
            provider.createPortalUrl(customerId, `${publicUrl}${paths.userSubscription.href()}`),
          )
        : null;
      if (!url) throw new AppError('CONFLICT', messages.payments.portalUnavailable);
      return { url };
    },
  };
}
