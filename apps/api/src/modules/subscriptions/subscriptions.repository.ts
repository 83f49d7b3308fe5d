import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { tablesChanged } from '../../lib/read-cache';
import { plans } from '../../db/schema/plans';
import { subscriptions } from '../../db/schema/subscriptions';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type PlanRow = typeof plans.$inferSelect;

const nextPlans = alias(plans, 'next_plans');

/** How many subscriptions one sweep pass handles; the next pass takes the rest. */
const SWEEP_BATCH = 100;

export function createSubscriptionsRepository(db: Db) {
  return {
    async findByUserId(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          subscription: subscriptions,
          plan: { id: plans.id, code: plans.code, name: plans.name, interval: plans.interval },
          nextPlanCode: nextPlans.code,
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .leftJoin(nextPlans, eq(nextPlans.id, subscriptions.nextPlanId))
        .where(eq(subscriptions.userId, userId))
        .limit(1);
      return row;
    },

    /** The user's subscription row, locked until the transaction ends. */
    async findByUserIdForUpdate(userId: string, tx: DbOrTx): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update');
      return row;
    },

    async findByProviderSubscriptionId(
      providerSubscriptionId: string,
      tx: DbOrTx = db,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .for('update');
      return row;
    },

    async findPlanIdByCode(code: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
      return row?.id;
    },

    async findPlanByCode(code: string, tx: DbOrTx = db): Promise<PlanRow | undefined> {
      const [row] = await tx.select().from(plans).where(eq(plans.code, code));
      return row;
    },

    async findPlanById(id: string, tx: DbOrTx = db): Promise<PlanRow | undefined> {
      const [row] = await tx.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    /** Inserts, or replaces the user's one subscription. */
    async upsert(values: NewSubscriptionRow, tx: DbOrTx = db): Promise<SubscriptionRow> {
      const [row] = await tx
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            planId: values.planId,
            status: values.status,
            isTrial: values.isTrial ?? false,
            currentPeriodStart: values.currentPeriodStart,
            currentPeriodEnd: values.currentPeriodEnd,
            cancelledAt: values.cancelledAt ?? null,
            provider: values.provider ?? null,
            providerCustomerId: values.providerCustomerId ?? null,
            providerSubscriptionId: values.providerSubscriptionId ?? null,
            providerStateAt: values.providerStateAt ?? null,
            nextPlanId: values.nextPlanId ?? null,
            renewalNoticeSentAt: values.renewalNoticeSentAt ?? null,
            testCardLast4: values.testCardLast4 ?? null,
            updatedAt: new Date(),
          },
        })
        .returning();
      tablesChanged(db, tx, 'subscriptions');
      return row!;
    },

    async update(
      id: string,
      values: Partial<NewSubscriptionRow>,
      tx: DbOrTx = db,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      if (row) tablesChanged(db, tx, 'subscriptions');
      return row;
    },

    /**
     * Running subscriptions whose period ends within the horizon and whose notice has not gone
     * out: trials, and paid test-mode subscriptions that will renew (Stripe sends its own).
     */
    async findDueForNotice(now: Date, horizon: Date, tx: DbOrTx = db) {
      return tx
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.status, 'active'),
            isNull(subscriptions.renewalNoticeSentAt),
            gt(subscriptions.currentPeriodEnd, now),
            lte(subscriptions.currentPeriodEnd, horizon),
            or(eq(subscriptions.isTrial, true), eq(subscriptions.provider, 'test')),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(SWEEP_BATCH);
    },

    /** Paid test-mode subscriptions at or past their period end, noticed and not cancelled. */
    async findDueForRenewal(now: Date, tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'test'),
            eq(subscriptions.isTrial, false),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.currentPeriodEnd, now),
            isNotNull(subscriptions.renewalNoticeSentAt),
            isNotNull(subscriptions.testCardLast4),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(SWEEP_BATCH);
    },

    /**
     * Records the notice for the period ending at `periodEnd`, once: false when it was recorded
     * already or the period has moved on.
     */
    async markNoticeSent(id: string, periodEnd: Date, at: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(subscriptions)
        .set({ renewalNoticeSentAt: at, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.id, id),
            isNull(subscriptions.renewalNoticeSentAt),
            eq(subscriptions.currentPeriodEnd, periodEnd),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
