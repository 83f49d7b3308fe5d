import {
  inactiveCloseAfterMs,
  outcomeQuestionAfterMs,
  replyWindowMs,
} from '@trademate/shared/constants/client-record';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import type { PassRegistry } from '../../lib/background-passes';
import type { NotificationsService } from '../notifications/notifications.service';
import { createJobContactsRepository } from './jobs.contacts.repository';
import { createJobOutcomesRepository } from './job-outcomes.repository';

/** Jobs (or client records) worked per transaction. */
export const OUTCOMES_BATCH = 100;
/** How often each instance looks: the rules count in days, the records may wait minutes. */
const OUTCOMES_SWEEP_MS = 5 * 60_000;

const n = messages.jobs.notifications;

/** The chats module: a job's messages are activity, and a client's replies make their record. */
export interface JobConversations {
  findJobsWithMessagesAfter(jobIds: string[], since: Date, tx?: DbOrTx): Promise<string[]>;
  countJobRepliesOf(
    clientIds: string[],
    now: Date,
    windowMs: number,
    tx?: DbOrTx,
  ): Promise<
    Map<
      string,
      {
        conversations: number;
        answered: number;
        contactedJobs: number;
        nextWindowEndsAt: Date | null;
      }
    >
  >;
}

export interface OutcomesReport {
  /** Open jobs closed after 30 days without activity. */
  closed: number;
  /** Clients asked what happened with a job. */
  asked: number;
  /** Client records counted again. */
  counted: number;
}

/**
 * Accountable clients (decision 029), one background pass: closes open jobs idle for 30 days
 * (telling the client and every professional who wrote), asks the client of each open job whose
 * first contact is 14 days old what happened (once), and counts the client records that are due.
 * Each batch claims its rows with `for update skip locked` and changes them in the transaction
 * that stores its notifications, so passes on several instances never work a job twice.
 */
export function createJobOutcomesService({
  db,
  notifications,
  conversations,
  passes,
}: {
  db: Db;
  notifications: NotificationsService;
  conversations: JobConversations;
  passes: PassRegistry;
}) {
  const repository = createJobOutcomesRepository(db);
  const jobContacts = createJobContactsRepository(db);

  async function closeIdleJobs(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - inactiveCloseAfterMs);
    let after: { updatedAt: Date; id: string } | undefined;
    let closed = 0;
    for (;;) {
      const batch = await inTransaction(db, async (tx) => {
        const candidates = await repository.claimIdleOpenJobs(cutoff, after, OUTCOMES_BATCH, tx);
        const talking = new Set(
          await conversations.findJobsWithMessagesAfter(
            candidates.map((job) => job.id),
            cutoff,
            tx,
          ),
        );
        const idle = candidates.filter((job) => !talking.has(job.id)).map((job) => job.id);
        const rows = await repository.closeOpenJobs(idle, 'inactive', now, tx);
        const contacts = await jobContacts.findContactIdsOfJobs(
          rows.map((row) => row.id),
          tx,
        );
        await notifications.notifyMany(
          [
            ...rows.map((row) => ({
              userId: row.clientId,
              kind: 'job_closed' as const,
              title: n.closedInactiveClientTitle,
              body: n.closedInactiveClientBody(row.title),
              link: paths.myJob.href(row.id),
              subjectJobId: row.id,
            })),
            ...contacts.map((contact) => ({
              userId: contact.tradieId,
              kind: 'job_closed' as const,
              title: n.closedTitle,
              body: n.closedInactiveBody(rows.find((row) => row.id === contact.jobId)!.title),
              link: paths.jobHistoryEntry.href(contact.jobId),
              subjectJobId: contact.jobId,
            })),
          ],
          tx,
        );
        for (const clientId of new Set(rows.map((row) => row.clientId))) {
          await repository.markClientRecordDue(clientId, now, tx);
        }
        return { candidates, closed: rows.length };
      });
      closed += batch.closed;
      const last = batch.candidates.at(-1);
      if (!last || batch.candidates.length < OUTCOMES_BATCH) return closed;
      after = { updatedAt: last.updatedAt, id: last.id };
    }
  }

  async function askClients(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - outcomeQuestionAfterMs);
    let asked = 0;
    for (;;) {
      const jobs = await inTransaction(db, async (tx) => {
        const rows = await repository.claimJobsToAsk(cutoff, OUTCOMES_BATCH, tx);
        await repository.markOutcomeAsked(
          rows.map((row) => row.id),
          now,
          tx,
        );
        await notifications.notifyMany(
          rows.map((row) => ({
            userId: row.clientId,
            kind: 'job_outcome_asked' as const,
            title: n.outcomeAskedTitle,
            body: n.outcomeAskedBody(row.title),
            link: paths.myJob.href(row.id),
            subjectJobId: row.id,
          })),
          tx,
        );
        return rows;
      });
      asked += jobs.length;
      if (jobs.length < OUTCOMES_BATCH) return asked;
    }
  }

  async function countClientRecords(now: Date): Promise<number> {
    let counted = 0;
    for (;;) {
      const clientIds = await inTransaction(db, async (tx) => {
        const ids = await repository.claimDueClientRecords(now, OUTCOMES_BATCH, tx);
        const [replies, finished] = await Promise.all([
          conversations.countJobRepliesOf(ids, now, replyWindowMs, tx),
          repository.countFinishedJobsOf(ids, tx),
        ]);
        const finishedOf = new Map(finished.map((row) => [row.clientId, row]));
        for (const clientId of ids) {
          const reply = replies.get(clientId);
          const jobs = finishedOf.get(clientId);
          await repository.saveClientRecord(
            {
              clientId,
              contactedJobs: reply?.contactedJobs ?? 0,
              conversations: reply?.conversations ?? 0,
              answered: reply?.answered ?? 0,
              finishedJobs: jobs?.finishedJobs ?? 0,
              hiredJobs: jobs?.hiredJobs ?? 0,
              dueAt: reply?.nextWindowEndsAt ?? null,
              countedAt: now,
            },
            tx,
          );
        }
        return ids;
      });
      counted += clientIds.length;
      if (clientIds.length < OUTCOMES_BATCH) return counted;
    }
  }

  async function runPass(now: Date): Promise<OutcomesReport> {
    // Closing first: a job idle for 30 days is closed rather than asked about.
    const closed = await closeIdleJobs(now);
    const asked = await askClients(now);
    const counted = await countClientRecords(now);
    return { closed, asked, counted };
  }

  const pass = passes.register({
    name: 'jobOutcomes',
    intervalMs: OUTCOMES_SWEEP_MS,
    run: runPass,
    failureMessage: 'job outcomes pass failed',
  });

  return {
    /** Works what is due at `now` (tests and the operator command pass another `now`). */
    sweep: pass.runDue,
  };
}

export type JobOutcomesService = ReturnType<typeof createJobOutcomesService>;
