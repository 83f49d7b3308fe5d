import { canHireForJob } from '@trademate/shared/constants/job-lifecycle';
import type { JobOutcomeAnswer } from '@trademate/shared/constants/jobs';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Job } from '@trademate/shared/schemas/jobs';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { createJobContactsRepository } from './jobs.contacts.repository';
import { clientName, type Client } from './jobs.own-job';
import type { JobRow } from './jobs.repository';
import type { JobsDeps } from './jobs.deps';

const m = messages.jobs;

/**
 * A job's life in the client's hands: hiring one of the professionals who made contact,
 * completing, cancelling, and answering "What happened?". Each is one conditional update, and
 * whoever it concerns is told in the same transaction.
 */
export function createJobsLifecycle({
  db,
  ownJob: { ownJobOr404, transition, jobOfRow },
  notifications,
  metrics,
}: Pick<JobsDeps, 'db' | 'ownJob' | 'notifications' | 'metrics'>) {
  const contacts = createJobContactsRepository(db);

  /**
   * Hires one of the professionals who contacted the client about this open job, inside the
   * caller's transaction (an accepted quote hires in the transaction that accepts it): one
   * conditional update, so of two hires at once only one wins and the other is refused. The
   * professional is told unless the caller tells them itself (`tellProfessional: false`).
   */
  async function hireInTransaction(
    client: Client,
    jobId: string,
    tradieId: string,
    tx: DbOrTx,
    { tellProfessional = true }: { tellProfessional?: boolean } = {},
  ): Promise<JobRow> {
    const job = await ownJobOr404(jobId, client.id, tx);
    if (!canHireForJob(job.status)) throw new AppError('CONFLICT', m.hireNotOpen);
    if (!(await contacts.findContactConversationId(jobId, tradieId, tx))) {
      throw new AppError('VALIDATION', m.hireNotContacted, [
        { path: 'tradieId', message: m.hireNotContacted },
      ]);
    }
    const hired = await transition(
      jobId,
      client.id,
      'hire',
      { hiredTradieId: tradieId, hiredAt: new Date() },
      m.hireNotOpen,
      tx,
    );
    afterCommit(tx, () => metrics.hire());
    if (tellProfessional) {
      await notifications.notify(
        {
          userId: tradieId,
          kind: 'job_hired',
          title: m.notifications.hiredTitle,
          body: m.notifications.hiredBody(clientName(client), hired.title),
          link: paths.jobHistoryEntry.href(jobId),
          subjectJobId: jobId,
        },
        tx,
      );
    }
    return hired;
  }

  return {
    /** Cancels an open or in-progress job and tells every professional who made contact. */
    async cancelJob(client: Client, jobId: string): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const cancelled = await transition(
          jobId,
          client.id,
          'cancel',
          { cancelledAt: new Date() },
          m.cannotCancel,
          tx,
        );
        const notified = new Set(await contacts.findContactIds(jobId, tx));
        if (cancelled.hiredTradieId) notified.add(cancelled.hiredTradieId);
        for (const tradieId of notified) {
          await notifications.notify(
            {
              userId: tradieId,
              kind: 'job_cancelled',
              title: m.notifications.cancelledTitle,
              body: m.notifications.cancelledBody(clientName(client), cancelled.title),
              link: paths.jobHistoryEntry.href(jobId),
              subjectJobId: jobId,
            },
            tx,
          );
        }
        return cancelled;
      });
      return jobOfRow(row);
    },

    /**
     * The client's answer to "What happened?" (decision 029): they hired someone elsewhere or are
     * not going ahead. Closes the open job (it leaves the feed) and tells every professional who
     * wrote that it is no longer available.
     */
    async answerOutcome(client: Client, jobId: string, outcome: JobOutcomeAnswer): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const now = new Date();
        const closed = await transition(
          jobId,
          client.id,
          'close',
          { cancelledAt: now, closedReason: outcome },
          m.outcome.notOpen,
          tx,
        );
        const writers = await contacts.findContactIds(jobId, tx);
        // Everyone who wrote, in one statement.
        await notifications.notifyMany(
          writers.map((tradieId) => ({
            userId: tradieId,
            kind: 'job_closed' as const,
            title: m.notifications.closedTitle,
            body: m.notifications.closedBody(clientName(client), closed.title),
            link: paths.jobHistoryEntry.href(jobId),
            subjectJobId: jobId,
          })),
          tx,
        );
        return closed;
      });
      return jobOfRow(row);
    },

    hireInTransaction,

    /** Hires one of the professionals who contacted the client about this open job. */
    async hireTradie(client: Client, jobId: string, tradieId: string): Promise<Job> {
      const row = await inTransaction(db, (tx) => hireInTransaction(client, jobId, tradieId, tx));
      return jobOfRow(row);
    },

    /** Marks the job in progress as done and tells the hired professional. */
    async completeJob(client: Client, jobId: string): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const completed = await transition(
          jobId,
          client.id,
          'complete',
          { completedAt: new Date() },
          m.completeNotInProgress,
          tx,
        );
        if (completed.hiredTradieId) {
          await notifications.notify(
            {
              userId: completed.hiredTradieId,
              kind: 'job_completed',
              title: m.notifications.completedTitle,
              body: m.notifications.completedBody(clientName(client), completed.title),
              link: paths.jobHistoryEntry.href(jobId),
              subjectJobId: jobId,
            },
            tx,
          );
        }
        return completed;
      });
      return jobOfRow(row);
    },
  };
}
