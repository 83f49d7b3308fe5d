import { jobActions, type ClientJobAction } from '@trademate/shared/constants/job-lifecycle';
import type { JobStatus } from '@trademate/shared/constants/jobs';
import * as messages from '@trademate/shared/messages';
import type { Job } from '@trademate/shared/schemas/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.service';
import type { QuestionSets } from '../services/question-sets.service';
import { createJobOutcomesRepository } from './job-outcomes.repository';
import { createJobsRepository, type JobRow } from './jobs.repository';
import { toJob } from './jobs.read-shape';

const m = messages.jobs;

/** The client acting on their job: their name goes into what the professionals are told. */
export type Client = Pick<AuthUser, 'id' | 'firstName' | 'lastName'>;

/** "Olivia N.": how a client is named to the professionals they deal with in notifications. */
export function clientName(client: Client): string {
  const initial = client.lastName.trim().charAt(0);
  return initial ? `${client.firstName} ${initial}.` : client.firstName;
}

/**
 * The client's own job, as every use case on it starts: found (404 for anyone else's, never
 * revealing that it exists) and moved along its life by one conditional update, so of two
 * concurrent changes only one wins.
 */
export function createOwnJob(db: Db, questionSets: Pick<QuestionSets, 'byIds'>) {
  const repository = createJobsRepository(db);
  const records = createJobOutcomesRepository(db);

  async function ownJobOr404(jobId: string, clientId: string, tx: DbOrTx = db) {
    const job = await repository.findOwnJob(jobId, clientId, tx);
    if (!job) throw notFound(m.notFound);
    return job;
  }

  return {
    ownJobOr404,

    /**
     * Takes a lifecycle action on the client's job (`jobActions`): changes the row only while the
     * job is in a status the action is allowed from, moving it to the action's status. When no row
     * changed, says why: not theirs (404, never revealing the job exists) or no longer in a status
     * that allows it (409).
     */
    async transition(
      jobId: string,
      clientId: string,
      action: ClientJobAction,
      values: Parameters<typeof repository.updateOwnJobIfStatus>[3],
      conflictMessage: string,
      tx: DbOrTx,
    ): Promise<JobRow> {
      const rule: { from: readonly JobStatus[]; to?: JobStatus } = jobActions[action];
      const row = await repository.updateOwnJobIfStatus(
        jobId,
        clientId,
        rule.from,
        rule.to ? { ...values, status: rule.to } : values,
        tx,
      );
      if (row) {
        // A job that ends changes the client's hire rate (decision 029).
        if (rule.to) await records.markClientRecordDue(clientId, new Date(), tx);
        return row;
      }
      await ownJobOr404(jobId, clientId, tx);
      throw new AppError('CONFLICT', conflictMessage);
    },

    /** A job just changed, as its client reads it: with its service's name and its answers. */
    async jobOfRow(row: JobRow): Promise<Job> {
      const [serviceName, asked] = await Promise.all([
        repository.findServiceName(row.serviceId),
        questionSets.byIds([row.questionSetId]),
      ]);
      return toJob(row, serviceName ?? '', asked);
    },
  };
}

export type OwnJob = ReturnType<typeof createOwnJob>;
