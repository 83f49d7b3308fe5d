import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import type { PaidPlanCode } from '@trademate/shared/constants/payments';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { effectiveSubscriptionStatus } from '../../lib/subscription-status';
import {
  createSubscriptionsRepository,
  type NewSubscriptionRow,
  type PlanRow,
  type SubscriptionRow,
} from './subscriptions.repository';

export type { NewSubscriptionRow, PlanRow, SubscriptionRow };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Professional subscriptions: the trial a new tradie starts with, what a user holds now, and the
 * row operations the payments module builds its rules on.
 */
export function createSubscriptionsService({ db }: { db: Db }) {
  const repository = createSubscriptionsRepository(db);

  return {
    /** A new tradie's Professional trial (ARCHITECTURE decisions log: 14 days, no card). */
    async startTrial(userId: string, tx: DbOrTx = db, now: Date = new Date()) {
      const planId = await repository.findPlanIdByCode('professional-monthly', tx);
      if (!planId) throw new AppError('SERVICE_UNAVAILABLE', messages.payments.plansNotSetUp);
      return repository.upsert(
        {
          userId,
          planId,
          status: 'active',
          isTrial: true,
          currentPeriodStart: now,
          currentPeriodEnd: new Date(now.getTime() + limits.trialDays * DAY_MS),
        },
        tx,
      );
    },

    /** The user's subscription as the account pages show it; null when they hold none. */
    async getCurrent(userId: string, now: Date = new Date()): Promise<CurrentSubscription> {
      const row = await repository.findByUserId(userId);
      if (!row) return null;
      const { subscription } = row;
      return {
        status: effectiveSubscriptionStatus(subscription, now),
        isTrial: subscription.isTrial,
        plan: {
          _id: row.plan.id,
          code: row.plan.code,
          name: row.plan.name,
          interval: row.plan.interval,
        },
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
        provider: subscription.isTrial ? null : subscription.provider,
        nextPlanCode: (row.nextPlanCode as PaidPlanCode | null) ?? null,
        renewalNoticeSentAt: subscription.renewalNoticeSentAt?.toISOString() ?? null,
      };
    },

    /**
     * Staff move the end of a professional's trial (decision 031), in the caller's transaction:
     * `extendDays` more days from its end (or from now, when it has ended), or `'now'` to end a
     * running trial at once. CONFLICT when they hold no trial (or, to end, no running one).
     */
    async changeTrialEnd(
      userId: string,
      change: { extendDays: number } | 'now',
      tx: DbOrTx,
      now: Date = new Date(),
    ): Promise<SubscriptionRow> {
      const row = await repository.findByUserIdForUpdate(userId, tx);
      if (!row?.isTrial) throw new AppError('CONFLICT', messages.people.noTrial);
      const running = row.currentPeriodEnd.getTime() > now.getTime();
      if (change === 'now' && !running) throw new AppError('CONFLICT', messages.people.trialOver);
      const end =
        change === 'now'
          ? now
          : new Date(
              Math.max(row.currentPeriodEnd.getTime(), now.getTime()) + change.extendDays * DAY_MS,
            );
      const updated = await repository.update(
        row.id,
        {
          status: 'active',
          currentPeriodEnd: end,
          // A longer trial gets its own ending notice.
          ...(change === 'now' ? {} : { renewalNoticeSentAt: null }),
        },
        tx,
      );
      return updated!;
    },

    /** The user's subscription row as it is now, without locking it. */
    findByUserId: async (userId: string, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> =>
      (await repository.findByUserId(userId, tx))?.subscription,
    findForUpdate: (userId: string, tx: DbOrTx): Promise<SubscriptionRow | undefined> =>
      repository.findByUserIdForUpdate(userId, tx),
    findByProviderSubscriptionId: repository.findByProviderSubscriptionId,
    findPlanByCode: repository.findPlanByCode,
    findPlanById: repository.findPlanById,
    save: (values: NewSubscriptionRow, tx: DbOrTx = db) => repository.upsert(values, tx),
    update: repository.update,
    findDueForNotice: repository.findDueForNotice,
    findDueForRenewal: repository.findDueForRenewal,
    markNoticeSent: repository.markNoticeSent,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
