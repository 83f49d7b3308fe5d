import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { pushOutbox, pushSubscriptions, type PushPayload } from '../../db/schema/push';
import { insertRows, isAnyOf } from '../../db/fast-paths/set-based';
import { currentRequestId } from '../../lib/request-context';
import { backlogOf, type Backlog } from '../../lib/app-metrics';

/** Rows in one insert: four parameters each, well inside PostgreSQL's 65,535 per statement. */
const INSERT_ROWS_MAX = 2_000;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;

/** A claimed push with the device it goes to. */
export interface ClaimedPush {
  id: string;
  attempts: number;
  payload: PushPayload;
  requestId: string | null;
  subscription: Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;
}

/** The devices that get push, and the outbox of pushes to them. */
export function createPushRepository(db: Db) {
  const heldBy = (id: string, claimId: string) =>
    and(eq(pushOutbox.id, id), eq(pushOutbox.claimedBy, claimId));

  return {
    /** The device at `endpoint`, locked until `tx` ends so no other request decides on it meanwhile. */
    async findSubscriptionForUpdate(
      endpoint: string,
      tx: DbOrTx,
    ): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
        .for('update');
      return row;
    },

    /** Saves a new device; undefined when its endpoint is already saved. */
    async insertSubscription(
      values: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'deviceLabel'>,
      tx: DbOrTx = db,
    ): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoNothing({ target: pushSubscriptions.endpoint })
        .returning();
      return row;
    },

    async updateSubscription(
      id: string,
      values: Pick<PushSubscriptionRow, 'userId' | 'p256dh' | 'auth' | 'deviceLabel'>,
      tx: DbOrTx = db,
    ): Promise<PushSubscriptionRow> {
      const [row] = await tx
        .update(pushSubscriptions)
        .set(values)
        .where(eq(pushSubscriptions.id, id))
        .returning();
      return row!;
    },

    /** Drops the pushes still waiting for one device. */
    async deleteQueuedPushes(subscriptionId: string, tx: DbOrTx = db) {
      await tx.delete(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId));
    },

    /** Removes the device with `endpoint` if it is `userId`'s; whether it was. */
    async deleteOwnSubscription(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Removes a device the push service no longer knows (its queued pushes go with it). */
    async deleteSubscription(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The devices of these users, each with its owner: one read for a whole fan-out. */
    async listSubscriptionsOf(userIds: string[], tx: DbOrTx = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(isAnyOf(pushSubscriptions.userId, userIds));
    },

    /**
     * One outbox row per device and payload, due now as the sender's clock reads it: one
     * statement per `INSERT_ROWS_MAX` rows, however many people a fan-out reaches.
     */
    async insertPushes(rows: { subscriptionId: string; payload: PushPayload }[], tx: DbOrTx = db) {
      const now = new Date();
      const requestId = currentRequestId();
      for (let start = 0; start < rows.length; start += INSERT_ROWS_MAX) {
        await insertRows(
          tx,
          pushOutbox,
          rows.slice(start, start + INSERT_ROWS_MAX).map((row) => ({
            ...row,
            nextAttemptAt: now,
            requestId,
          })),
        );
      }
    },

    /**
     * Takes up to `limit` due pushes for one sender until `until`; rows another sender is taking
     * are skipped (SKIP LOCKED), and a row stays taken until its claim lapses.
     */
    async claimDue(claimId: string, now: Date, until: Date, limit: number): Promise<ClaimedPush[]> {
      const due = db
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(
          and(
            isNull(pushOutbox.failedAt),
            lte(pushOutbox.nextAttemptAt, now),
            or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, now)),
          ),
        )
        .orderBy(asc(pushOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(pushOutbox)
        .set({ claimedBy: claimId, claimedUntil: until, attempts: sql`${pushOutbox.attempts} + 1` })
        .where(inArray(pushOutbox.id, due))
        .returning({ id: pushOutbox.id });
      if (claimed.length === 0) return [];
      return db
        .select({
          id: pushOutbox.id,
          attempts: pushOutbox.attempts,
          payload: pushOutbox.payload,
          requestId: pushOutbox.requestId,
          subscription: {
            id: pushSubscriptions.id,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          },
        })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(
          inArray(
            pushOutbox.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(pushOutbox.nextAttemptAt));
    },

    /** A push the service accepted leaves the outbox; its device was used. */
    async markDelivered(id: string, claimId: string, subscriptionId: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(pushOutbox).where(heldBy(id, claimId));
        await tx
          .update(pushSubscriptions)
          .set({ lastUsedAt: at })
          .where(eq(pushSubscriptions.id, subscriptionId));
      });
    },

    async scheduleRetry(id: string, claimId: string, at: Date, error: string) {
      await db
        .update(pushOutbox)
        .set({ nextAttemptAt: at, claimedBy: null, claimedUntil: null, lastError: error })
        .where(heldBy(id, claimId));
    },

    /** The pushes waiting (not given up on) and the first due time among them: one statement. */
    async backlog(now: Date): Promise<Backlog> {
      const [row] = await db
        .select({
          depth: count(),
          firstDue:
            sql<Date | null>`min(${pushOutbox.nextAttemptAt}) filter (where ${pushOutbox.nextAttemptAt} <= ${now})`.mapWith(
              pushOutbox.nextAttemptAt,
            ),
        })
        .from(pushOutbox)
        .where(isNull(pushOutbox.failedAt));
      return backlogOf(row?.depth ?? 0, row?.firstDue ?? null, now);
    },

    async markFailed(id: string, claimId: string, at: Date, error: string) {
      await db
        .update(pushOutbox)
        .set({ failedAt: at, claimedBy: null, claimedUntil: null, lastError: error })
        .where(heldBy(id, claimId));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
