import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { JobClosedReason } from '@trademate/shared/constants/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { tablesChanged } from '../../lib/read-cache';
import { clientRecords, jobContacts, jobInvitations, jobs } from '../../db/schema/jobs';

/**
 * Accountable clients (decision 029): the jobs the outcomes pass claims (idle ones to close, ones
 * whose client is to be asked what happened), jobs closed without the client, and the client
 * records that a job's end or a contact makes due.
 */
export function createJobOutcomesRepository(db: Db) {
  return {
    /**
     * The client's record may change at `dueAt` (decision 029): kept as the earliest of the times
     * asked for, so the background pass counts it again then.
     */
    async markClientRecordDue(clientId: string, dueAt: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(clientRecords)
        .values({ clientId, dueAt })
        .onConflictDoUpdate({
          target: clientRecords.clientId,
          set: {
            dueAt: sql`least(coalesce(${clientRecords.dueAt}, excluded.due_at), excluded.due_at)`,
          },
        });
      tablesChanged(db, tx, 'client_records');
    },

    /**
     * Open jobs not changed since `cutoff` and without a contact or an invitation since, least
     * recently changed first after `after`, locked for this transaction; rows another pass holds
     * are skipped (it works them).
     */
    async claimIdleOpenJobs(
      cutoff: Date,
      after: { updatedAt: Date; id: string } | undefined,
      limit: number,
      tx: DbOrTx,
    ) {
      return tx
        .select({
          id: jobs.id,
          clientId: jobs.clientId,
          title: jobs.title,
          updatedAt: jobs.updatedAt,
        })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'open'),
            lte(jobs.updatedAt, cutoff),
            after
              ? sql`(${jobs.updatedAt}, ${jobs.id}) > (${after.updatedAt}, ${after.id})`
              : undefined,
            sql`not exists (select 1 from ${jobContacts} where ${jobContacts.jobId} = ${jobs.id} and ${jobContacts.createdAt} > ${cutoff})`,
            sql`not exists (select 1 from ${jobInvitations} where ${jobInvitations.jobId} = ${jobs.id} and ${jobInvitations.createdAt} > ${cutoff})`,
          ),
        )
        .orderBy(asc(jobs.updatedAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Open jobs not yet asked about whose first contact was at or before `cutoff`, oldest first,
     * locked for this transaction; rows another pass holds are skipped.
     */
    async claimJobsToAsk(cutoff: Date, limit: number, tx: DbOrTx) {
      return tx
        .select({ id: jobs.id, clientId: jobs.clientId, title: jobs.title })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'open'),
            isNull(jobs.outcomeAskedAt),
            gt(jobs.contactCount, 0),
            lte(jobs.createdAt, cutoff),
            sql`(select min(${jobContacts.createdAt}) from ${jobContacts} where ${jobContacts.jobId} = ${jobs.id}) <= ${cutoff}`,
          ),
        )
        .orderBy(asc(jobs.createdAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Records that the clients of these jobs were asked what happened. */
    async markOutcomeAsked(jobIds: string[], at: Date, tx: DbOrTx): Promise<void> {
      if (jobIds.length === 0) return;
      await tx
        .update(jobs)
        .set({ outcomeAskedAt: at })
        .where(and(inArray(jobs.id, jobIds), isNull(jobs.outcomeAskedAt)));
      tablesChanged(db, tx, 'jobs');
    },

    /** Closes those of these jobs that are still open, with the reason; the rows it closed. */
    async closeOpenJobs(jobIds: string[], reason: JobClosedReason, at: Date, tx: DbOrTx) {
      if (jobIds.length === 0) return [];
      const rows = await tx
        .update(jobs)
        .set({ status: 'cancelled', closedReason: reason, cancelledAt: at, updatedAt: at })
        .where(and(inArray(jobs.id, jobIds), eq(jobs.status, 'open')))
        .returning({ id: jobs.id, clientId: jobs.clientId, title: jobs.title });
      if (rows.length > 0) tablesChanged(db, tx, 'jobs');
      return rows;
    },

    /** Client records due to be counted at `now`, locked; rows another pass holds are skipped. */
    async claimDueClientRecords(now: Date, limit: number, tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ clientId: clientRecords.clientId })
        .from(clientRecords)
        .where(lte(clientRecords.dueAt, now))
        .orderBy(asc(clientRecords.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.clientId);
    },

    /**
     * For each client, how many of their jobs are over (hired, completed or cancelled) and how
     * many of those they hired for (read from jobs_client_idx: a client's jobs are few).
     */
    async countFinishedJobsOf(clientIds: string[], tx: DbOrTx) {
      if (clientIds.length === 0) return [];
      return tx
        .select({
          clientId: jobs.clientId,
          finishedJobs: sql<number>`count(*) filter (where ${jobs.status} <> 'open')::int`,
          hiredJobs: sql<number>`count(*) filter (where ${jobs.hiredAt} is not null)::int`,
        })
        .from(jobs)
        .where(inArray(jobs.clientId, clientIds))
        .groupBy(jobs.clientId);
    },

    async saveClientRecord(
      values: Omit<typeof clientRecords.$inferInsert, 'countedAt'> & { countedAt: Date },
      tx: DbOrTx,
    ): Promise<void> {
      const { clientId, ...counts } = values;
      await tx.update(clientRecords).set(counts).where(eq(clientRecords.clientId, clientId));
      tablesChanged(db, tx, 'client_records');
    },
  };
}
