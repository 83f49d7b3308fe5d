import { limits } from '@trademate/shared/constants/limits';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { effectiveSubscriptionStatus } from '../../lib/subscription-status';
import { createSubscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Professional subscriptions: the trial a new tradie starts with, and what a user holds now. */
export function createSubscriptionsService(db: Db) {
  const repository = createSubscriptionsRepository(db);

  return {
    /** A new tradie's Professional trial (ARCHITECTURE decisions log: 14 days, no card). */
    async startTrial(userId: string, tx: DbOrTx = db, now: Date = new Date()) {
      const planId = await repository.findPlanIdByCode('professional-monthly', tx);
      if (!planId) throw new AppError('SERVICE_UNAVAILABLE', 'Plans are not set up yet');
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
    async getCurrent(userId: string, now: Date = new Date()) {
      const row = await repository.findByUserId(userId);
      if (!row) return null;
      return {
        status: effectiveSubscriptionStatus(row.subscription, now),
        isTrial: row.subscription.isTrial,
        plan: {
          _id: row.plan.id,
          code: row.plan.code,
          name: row.plan.name,
          interval: row.plan.interval,
        },
        currentPeriodEnd: row.subscription.currentPeriodEnd.toISOString(),
        cancelledAt: row.subscription.cancelledAt?.toISOString() ?? null,
        provider: null,
        nextPlanCode: null,
        renewalNoticeSentAt: null,
      };
    },
  };
}
