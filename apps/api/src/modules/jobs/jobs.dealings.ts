import * as messages from '@trademate/shared/messages';
import type { DealingWithClient } from '@trademate/shared/schemas/directory';
import { AppError } from '../../lib/app-error';
import { createJobInvitationsRepository } from './jobs.invitations.repository';
import { createJobsRepository } from './jobs.repository';
import type { JobsDeps } from './jobs.deps';

/** How many of a client's jobs with one professional a profile lists. */
const DEALINGS_SHOWN = 20;

const m = messages.jobs;

/**
 * What a client's jobs say about a professional (decision 021): whether the two dealt with each
 * other over a job, whether the professional matches one of the client's open jobs (the job
 * page's suggestions), and how many jobs they completed.
 */
export function createJobsDealings({
  db,
  ownJob: { ownJobOr404 },
}: Pick<JobsDeps, 'db' | 'ownJob'>) {
  const repository = createJobInvitationsRepository(db);
  const jobsRepository = createJobsRepository(db);

  return {
    /**
     * The client's jobs this professional contacted them about or was hired for: what lets a
     * client see the professional's profile and invite them (decision 021).
     */
    async findDealings(clientId: string, professionalId: string): Promise<DealingWithClient[]> {
      const rows = await repository.findDealings(clientId, professionalId, DEALINGS_SHOWN);
      return rows.map((row) => ({
        jobId: row.jobId,
        title: row.title,
        status: row.status,
        conversationId: row.conversationId,
        isHired: row.hiredTradieId === professionalId,
      }));
    },

    async hasDealtWith(clientId: string, professionalId: string): Promise<boolean> {
      return (await repository.findDealings(clientId, professionalId, 1)).length > 0;
    },

    /**
     * Whether the professional matches one of the client's open jobs (verified, offers its
     * service, in its state): the professionals the job page suggests (decision 021).
     */
    async matchesOpenJobOf(clientId: string, professionalId: string): Promise<boolean> {
      return (await repository.findMatchingJob(clientId, professionalId, undefined)) !== undefined;
    },

    /**
     * What the suggestions for the client's job are found by: its service, its suburb's place and
     * its state. Not theirs: 404; not open: 409.
     */
    async findJobToMatch(clientId: string, jobId: string) {
      const job = await ownJobOr404(jobId, clientId);
      if (job.status !== 'open' || job.hiddenAt) {
        throw new AppError('CONFLICT', m.suggestions.jobNotOpen);
      }
      return {
        jobId: job.id,
        clientId: job.clientId,
        serviceId: job.serviceId,
        state: job.state,
        latitude: job.latitude,
        longitude: job.longitude,
      };
    },

    async countCompletedFor(professionalId: string): Promise<number> {
      return jobsRepository.countCompletedFor(professionalId);
    },
  };
}
