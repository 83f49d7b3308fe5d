import { and, eq, exists, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientRecordCounts } from '@trademate/shared/constants/client-record';
import type { DbOrTx } from '../../db/client';
import { clientRecords, jobInvitations, jobs } from '../../db/schema/jobs';
import { users, userServices } from '../../db/schema/users';

/*
 * What the feed and a request's detail both read: the client's record, and the conditions that
 * decide whether a professional sees a job.
 */

/** The counts of a client's record, as the cards read them (null where none is kept yet). */
export const clientRecordColumns = {
  contactedJobs: clientRecords.contactedJobs,
  conversations: clientRecords.conversations,
  answered: clientRecords.answered,
  finishedJobs: clientRecords.finishedJobs,
  hiredJobs: clientRecords.hiredJobs,
};

/** A client's record as a driver row carries it (the columns of `clientRecordColumns`). */
export interface ClientRecordDriverColumns {
  contacted_jobs: number | null;
  conversations: number | null;
  answered: number | null;
  finished_jobs: number | null;
  hired_jobs: number | null;
}

/** The record is read by primary key through a left join: all its columns or none. */
export function clientRecordOfRow(row: ClientRecordDriverColumns): ClientRecordCounts | null {
  return row.contacted_jobs === null
    ? null
    : {
        contactedJobs: row.contacted_jobs,
        conversations: row.conversations!,
        answered: row.answered!,
        finishedJobs: row.finished_jobs!,
        hiredJobs: row.hired_jobs!,
      };
}

/** Whether the job's client is suspended, as a condition on `jobs` (a primary-key probe). */
export function clientSuspended(tx: DbOrTx) {
  const client = alias(users, 'job_client');
  return exists(
    tx
      .select({ one: sql`1` })
      .from(client)
      .where(and(eq(client.id, jobs.clientId), isNotNull(client.suspendedAt))),
  );
}

/** Whether the professional offers the job's service, as a boolean column. */
export function offersJobService(tx: DbOrTx, tradieId: string | SQLWrapper) {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(userServices)
      .where(and(eq(userServices.userId, tradieId), eq(userServices.serviceId, jobs.serviceId))),
  );
}

/** Whether the client invited this professional to quote on the job, as a boolean column. */
export function isInvitedToJob(tx: DbOrTx, professionalId: string | SQLWrapper) {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(jobInvitations)
      .where(
        and(eq(jobInvitations.jobId, jobs.id), eq(jobInvitations.professionalId, professionalId)),
      ),
  );
}
