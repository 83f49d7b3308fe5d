import { isProfessional } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { OpenJobToInvite } from '@trademate/shared/schemas/directory';
import type { InvitedJob } from '@trademate/shared/schemas/job-requests';
import type { Invitation } from '@trademate/shared/schemas/jobs';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import { createJobInvitationsRepository } from './jobs.invitations.repository';
import { clientName, type Client } from './jobs.own-job';
import { toJobCard } from './jobs.read-shape';
import type { JobsDeps } from './jobs.deps';

/** How many invitations the feed's Invitations part shows (they close as jobs are hired). */
const INVITATIONS_SHOWN = 50;

const m = messages.jobs;

/**
 * A client inviting a professional to quote on an open job (decision 021), and the invitations
 * as each side sees them: the client on a profile, the professional in the feed.
 */
export function createJobsInvitations({
  db,
  ownJob: { ownJobOr404 },
  notifications,
  safety,
  questionSets,
}: Pick<JobsDeps, 'db' | 'ownJob' | 'notifications' | 'safety' | 'questionSets'>) {
  const repository = createJobInvitationsRepository(db);

  return {
    /** The client's open jobs to invite this professional to quote on, marking those already. */
    async listOpenJobsToInvite(
      clientId: string,
      professionalId: string,
    ): Promise<OpenJobToInvite[]> {
      const rows = await repository.findOpenJobsToInvite(
        clientId,
        professionalId,
        INVITATIONS_SHOWN,
      );
      return rows.map((row) => ({
        jobId: row.jobId,
        title: row.title,
        isInvited: row.invitedAt !== null,
      }));
    },

    /** Which of these professionals the client invited to quote on the job. */
    async findInvitedAmong(jobId: string, professionalIds: string[]): Promise<Set<string>> {
      return new Set(await repository.findInvitedAmong(jobId, professionalIds));
    },

    /** Whether the professional was invited to quote on this job. */
    async isInvited(jobId: string, professionalId: string): Promise<boolean> {
      return (await repository.findInvitation(jobId, professionalId)) !== undefined;
    },

    /** The open jobs a professional was invited to quote on, with the details a quote needs. */
    async listInvitations(professionalId: string): Promise<InvitedJob[]> {
      const rows = await repository.findInvitedOpenJobs(professionalId, INVITATIONS_SHOWN);
      const asked = await questionSets.byIds(rows.map((row) => row.questionSetId));
      return rows.map((row) => ({
        ...toJobCard(row, true, asked),
        invitedAt: row.invitedAt.toISOString(),
        hasContacted: row.conversationId !== null,
      }));
    },

    /**
     * Invites a professional the client has dealt with, or who matches the job (the job page's
     * suggestions), to quote on one of their open jobs, and
     * tells them. Asking again changes nothing and tells nobody (`isNew: false`).
     */
    async inviteProfessional(
      client: Client,
      jobId: string,
      professionalId: string,
    ): Promise<Invitation> {
      const invalid = () =>
        new AppError('VALIDATION', m.invitations.professionalInvalid, [
          { path: 'professionalId', message: m.invitations.professionalInvalid },
        ]);
      return inTransaction(db, async (tx) => {
        const job = await ownJobOr404(jobId, client.id, tx);
        const invitee = await repository.findInvitee(professionalId, tx);
        if (
          !invitee ||
          !isProfessional(invitee.userType) ||
          !invitee.emailVerifiedAt ||
          invitee.suspendedAt
        ) {
          throw invalid();
        }
        await safety.assertNotBlocked(
          client.id,
          professionalId,
          {
            byMe: messages.safety.cannotInviteBlocked,
            byThem: messages.safety.cannotInviteBlockedYou,
          },
          tx,
        );
        const hasDealt =
          (await repository.findDealings(client.id, professionalId, 1, tx)).length > 0;
        if (
          !hasDealt &&
          !(await repository.findMatchingJob(client.id, professionalId, jobId, tx))
        ) {
          throw invalid();
        }
        const existing = await repository.findInvitation(jobId, professionalId, tx);
        if (existing) {
          return {
            jobId,
            professionalId,
            invitedAt: existing.createdAt.toISOString(),
            isNew: false,
          };
        }
        if (job.status !== 'open' || job.hiddenAt) {
          throw new AppError('CONFLICT', m.invitations.jobNotOpen);
        }
        if (invitee.hiringStatus === 'unavailable') {
          throw new AppError('CONFLICT', m.invitations.professionalUnavailable);
        }
        const inserted = await repository.insertInvitation({ jobId, professionalId }, tx);
        // A concurrent identical request inserted it first: that one told the professional.
        if (!inserted) {
          const row = await repository.findInvitation(jobId, professionalId, tx);
          return {
            jobId,
            professionalId,
            invitedAt: (row?.createdAt ?? new Date()).toISOString(),
            isNew: false,
          };
        }
        await notifications.notify(
          {
            userId: professionalId,
            kind: 'job_invited',
            title: m.notifications.invitedTitle,
            body: m.notifications.invitedBody(clientName(client), job.title),
            link: paths.jobRequest.href(jobId),
            subjectJobId: jobId,
          },
          tx,
        );
        return { jobId, professionalId, invitedAt: inserted.createdAt.toISOString(), isNew: true };
      });
    },
  };
}
