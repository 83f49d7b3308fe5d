import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { createJobContactsRepository } from './jobs.contacts.repository';
import { createJobOutcomesRepository } from './job-outcomes.repository';
import { createJobsRepository, type JobRow } from './jobs.repository';
import type { JobsDeps } from './jobs.deps';

const m = messages.jobs;
const mm = messages.moderation;

/**
 * What staff do to any job, in the caller's transaction with its audit row: look at it, hide and
 * show it, close it (decision 034), and move it to another service in a merge (decision 037).
 */
export function createJobsStaffActions({
  db,
  notifications,
}: Pick<JobsDeps, 'db' | 'notifications'>) {
  const repository = createJobsRepository(db);
  const contacts = createJobContactsRepository(db);
  const outcomes = createJobOutcomesRepository(db);

  return {
    /** A service merge (decision 037): the jobs of one service move to another. */
    moveToService: repository.moveToService,

    /** Any job as it is now, for staff (decision 034); undefined when there is none. */
    findForStaff: (jobId: string, tx?: DbOrTx) => repository.findById(jobId, tx),

    /**
     * Staff hide a job (decision 034) in the caller's transaction: it leaves every feed, the
     * service page and invitations at once, and its detail is 404 to everyone but its client.
     */
    async hideByStaff(jobId: string, tx: DbOrTx): Promise<JobRow> {
      const row = await repository.setHidden(jobId, true, new Date(), tx);
      if (row) return row;
      if (!(await repository.findById(jobId, tx))) throw notFound(mm.jobNotFound);
      throw new AppError('CONFLICT', mm.jobAlreadyHidden);
    },

    async unhideByStaff(jobId: string, tx: DbOrTx): Promise<JobRow> {
      const row = await repository.setHidden(jobId, false, new Date(), tx);
      if (row) return row;
      if (!(await repository.findById(jobId, tx))) throw notFound(mm.jobNotFound);
      throw new AppError('CONFLICT', mm.jobNotHidden);
    },

    /**
     * Staff close an open job (decision 034): the closed state of decision 029 with `staff` as
     * its reason; the client and every professional who wrote are told, in one statement.
     */
    async closeByStaff(
      jobId: string,
      reason: string,
      tx: DbOrTx,
    ): Promise<{ id: string; clientId: string; title: string }> {
      const now = new Date();
      const [row] = await outcomes.closeOpenJobs([jobId], 'staff', now, tx);
      if (!row) {
        if (!(await repository.findById(jobId, tx))) throw notFound(mm.jobNotFound);
        throw new AppError('CONFLICT', mm.jobNotOpen);
      }
      await outcomes.markClientRecordDue(row.clientId, now, tx);
      const writers = await contacts.findContactIds(jobId, tx);
      await notifications.notifyMany(
        [
          {
            userId: row.clientId,
            kind: 'job_closed' as const,
            title: m.notifications.closedInactiveClientTitle,
            body: m.notifications.closedByStaffClientBody(row.title, reason),
            link: paths.myJob.href(jobId),
            subjectJobId: jobId,
          },
          ...writers.map((tradieId) => ({
            userId: tradieId,
            kind: 'job_closed' as const,
            title: m.notifications.closedTitle,
            body: m.notifications.closedByStaffBody(row.title),
            link: paths.jobHistoryEntry.href(jobId),
            subjectJobId: jobId,
          })),
        ],
        tx,
      );
      return row;
    },
  };
}
