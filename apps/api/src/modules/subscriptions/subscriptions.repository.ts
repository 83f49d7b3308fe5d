import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { plans } from '../../db/schema/plans';
import { subscriptions } from '../../db/schema/subscriptions';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

export function createSubscriptionsRepository(db: Db) {
  return {
    async findByUserId(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          subscription: subscriptions,
          plan: { id: plans.id, code: plans.code, name: plans.name, interval: plans.interval },
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId))
        .limit(1);
      return row;
    },

    async findPlanIdByCode(code: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
      return row?.id;
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
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },
  };
}
