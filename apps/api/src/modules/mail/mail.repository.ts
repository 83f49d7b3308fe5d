import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { insertRows } from '../../db/fast-paths/set-based';
import { currentRequestId } from '../../lib/request-context';
import { backlogOf, type Backlog } from '../../lib/app-metrics';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** The outbox table: written with the change that causes a mail, read by the sender. */
export function createMailRepository(db: Db) {
  /** Only the sender holding the claim may settle a row. */
  const heldBy = (id: string, claimId: string) =>
    and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, claimId));

  return {
    async insert(values: NewOutboxRow, tx: DbOrTx = db): Promise<string> {
      // Due from this moment as the sender's clock reads it (the database's now() is the start
      // of its transaction, in microseconds: a pass in the same millisecond would miss the row).
      const [row] = await tx
        .insert(mailOutbox)
        .values({ nextAttemptAt: new Date(), requestId: currentRequestId(), ...values })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    async insertMany(values: NewOutboxRow[], tx: DbOrTx = db): Promise<void> {
      const now = new Date();
      const requestId = currentRequestId();
      await insertRows(
        tx,
        mailOutbox,
        values.map((row) => ({ nextAttemptAt: now, requestId, ...row })),
      );
    },

    /**
     * Takes up to `limit` due rows for one sender until `until`: rows another sender is taking at
     * this moment are skipped (SKIP LOCKED), and a row stays taken until its claim lapses, so two
     * senders never hold the same mail.
     */
    async claimDue(
      claimId: string,
      now: Date,
      until: Date,
      limit: number,
      which: 'transactional' | 'bulk' = 'transactional',
    ): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
            which === 'bulk' ? isNotNull(mailOutbox.bulkRef) : isNull(mailOutbox.bulkRef),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({ claimedBy: claimId, claimedUntil: until, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    },

    async setContent(
      id: string,
      claimId: string,
      content: {
        subject: string;
        text: string;
        html: string;
        headers?: Record<string, string> | null;
      },
      tx: DbOrTx = db,
    ) {
      await tx
        .update(mailOutbox)
        .set({ ...content, headers: content.headers ?? null, compose: null })
        .where(heldBy(id, claimId));
    },

    async delete(id: string, claimId: string, tx: DbOrTx = db) {
      await tx.delete(mailOutbox).where(heldBy(id, claimId));
    },

    /** A bulk send's mails by state: still to go (or retrying), accepted, given up on. */
    async countBulk(bulkRef: string): Promise<{ queued: number; sent: number; failed: number }> {
      const rows = await db
        .select({
          state: sql<string>`case when ${mailOutbox.sentAt} is not null then 'sent' when ${mailOutbox.failedAt} is not null then 'failed' else 'queued' end`,
          n: count(),
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.bulkRef, bulkRef))
        .groupBy(sql`1`);
      const counts = { queued: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.state as keyof typeof counts] = Number(row.n);
      return counts;
    },

    async markSent(id: string, claimId: string, via: 'smtp' | 'log', at: Date) {
      await db
        .update(mailOutbox)
        .set({
          sentAt: at,
          deliveredVia: via,
          claimedBy: null,
          claimedUntil: null,
          lastError: null,
        })
        .where(heldBy(id, claimId));
    },

    async scheduleRetry(id: string, claimId: string, at: Date, error: string) {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: at, claimedBy: null, claimedUntil: null, lastError: error })
        .where(heldBy(id, claimId));
    },

    /**
     * The mails waiting (not sent, not given up on), transactional or bulk, and the first due
     * time among them: one statement over the outbox's partial index of waiting rows.
     */
    async backlog(which: 'transactional' | 'bulk', now: Date): Promise<Backlog> {
      const [row] = await db
        .select({
          depth: count(),
          firstDue:
            sql<Date | null>`min(${mailOutbox.nextAttemptAt}) filter (where ${mailOutbox.nextAttemptAt} <= ${now})`.mapWith(
              mailOutbox.nextAttemptAt,
            ),
        })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            which === 'bulk' ? isNotNull(mailOutbox.bulkRef) : isNull(mailOutbox.bulkRef),
          ),
        );
      return backlogOf(row?.depth ?? 0, row?.firstDue ?? null, now);
    },

    async markFailed(id: string, claimId: string, at: Date, error: string) {
      await db
        .update(mailOutbox)
        .set({ failedAt: at, claimedBy: null, claimedUntil: null, lastError: error })
        .where(heldBy(id, claimId));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
