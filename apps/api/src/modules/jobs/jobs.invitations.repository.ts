import { and, desc, eq, exists, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { Db, DbOrTx } from '../../db/client';
import { reachesJobRow } from '../../lib/distance';
import { jobContacts, jobInvitations, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { newestFirst } from '../../lib/cursor';
import { blockedBetween } from '../safety/safety.service';

/**
 * Whom a client may invite to quote on a job (decision 021): the professionals they dealt with or
 * who match the job; job_invitations itself; and the open jobs a professional was invited to.
 */
export function createJobInvitationsRepository(db: Db) {
  return {
    /**
     * The client's jobs this professional contacted them about or was hired for, newest first
     * (a client's jobs are few: read from jobs_client_idx).
     */
    async findDealings(clientId: string, professionalId: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          jobId: jobs.id,
          title: jobs.title,
          status: jobs.status,
          conversationId: jobContacts.conversationId,
          hiredTradieId: jobs.hiredTradieId,
        })
        .from(jobs)
        .leftJoin(
          jobContacts,
          and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, professionalId)),
        )
        .where(
          and(
            eq(jobs.clientId, clientId),
            or(isNotNull(jobContacts.tradieId), eq(jobs.hiredTradieId, professionalId)),
          ),
        )
        .orderBy(...newestFirst(jobs.createdAt, jobs.id))
        .limit(limit);
    },

    /** The client's open jobs, newest first, and whether this professional is invited to each. */
    async findOpenJobsToInvite(clientId: string, professionalId: string, limit: number) {
      return db
        .select({
          jobId: jobs.id,
          title: jobs.title,
          invitedAt: jobInvitations.createdAt,
        })
        .from(jobs)
        .leftJoin(
          jobInvitations,
          and(eq(jobInvitations.jobId, jobs.id), eq(jobInvitations.professionalId, professionalId)),
        )
        .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'open'), isNull(jobs.hiddenAt)))
        .orderBy(...newestFirst(jobs.createdAt, jobs.id))
        .limit(limit);
    },

    /** Who is being invited: their kind, verification and availability. */
    async findInvitee(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: users.id,
          userType: users.userType,
          emailVerifiedAt: users.emailVerifiedAt,
          suspendedAt: users.suspendedAt,
          hiringStatus: users.hiringStatus,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Records the invitation; undefined when this professional was already invited to the job. */
    async insertInvitation(
      values: { jobId: string; professionalId: string },
      tx: DbOrTx = db,
    ): Promise<{ createdAt: Date } | undefined> {
      const [row] = await tx
        .insert(jobInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning({ createdAt: jobInvitations.createdAt });
      return row;
    },

    async findInvitation(
      jobId: string,
      professionalId: string,
      tx: DbOrTx = db,
    ): Promise<{ createdAt: Date } | undefined> {
      const [row] = await tx
        .select({ createdAt: jobInvitations.createdAt })
        .from(jobInvitations)
        .where(
          and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.professionalId, professionalId)),
        )
        .limit(1);
      return row;
    },

    /**
     * One of the client's jobs this professional matches: a verified professional whose travel
     * distance reaches the job (by state where either has no suburb) and who offers its service.
     * With `jobId`, that job whatever its status; without, any of the client's open jobs. The
     * directory's suggestions list the same people (decision 021).
     */
    async findMatchingJob(
      clientId: string,
      professionalId: string,
      jobId: string | undefined,
      tx: DbOrTx = db,
    ): Promise<{ jobId: string } | undefined> {
      const [row] = await tx
        .select({ jobId: jobs.id })
        .from(jobs)
        .innerJoin(
          users,
          and(
            eq(users.id, professionalId),
            reachesJobRow(users, jobs),
            inArray(users.userType, [...professionalTypes]),
            isNotNull(users.emailVerifiedAt),
            isNull(users.suspendedAt),
          ),
        )
        .where(
          and(
            eq(jobs.clientId, clientId),
            jobId === undefined
              ? and(eq(jobs.status, 'open'), isNull(jobs.hiddenAt))
              : eq(jobs.id, jobId),
            exists(
              tx
                .select({ one: sql`1` })
                .from(userServices)
                .where(
                  and(
                    eq(userServices.userId, professionalId),
                    eq(userServices.serviceId, jobs.serviceId),
                  ),
                ),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** Which of these professionals are invited to quote on the job. */
    async findInvitedAmong(jobId: string, professionalIds: string[]): Promise<string[]> {
      if (professionalIds.length === 0) return [];
      const rows = await db
        .select({ professionalId: jobInvitations.professionalId })
        .from(jobInvitations)
        .where(
          and(
            eq(jobInvitations.jobId, jobId),
            inArray(jobInvitations.professionalId, professionalIds),
          ),
        );
      return rows.map((row) => row.professionalId);
    },

    /** The open jobs this professional was invited to quote on, newest invitation first. */
    async findInvitedOpenJobs(professionalId: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: jobs.id,
          title: jobs.title,
          serviceId: jobs.serviceId,
          serviceName: services.name,
          city: jobs.city,
          state: jobs.state,
          budgetMin: jobs.budgetMin,
          budgetMax: jobs.budgetMax,
          timing: jobs.timing,
          timingDate: jobs.timingDate,
          contactCount: jobs.contactCount,
          createdAt: jobs.createdAt,
          questionSetId: jobs.questionSetId,
          answers: jobs.answers,
          invitedAt: jobInvitations.createdAt,
          conversationId: jobContacts.conversationId,
        })
        .from(jobInvitations)
        .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .leftJoin(
          jobContacts,
          and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, professionalId)),
        )
        .where(
          and(
            eq(jobInvitations.professionalId, professionalId),
            eq(jobs.status, 'open'),
            isNull(jobs.hiddenAt),
            not(blockedBetween(tx, jobs.clientId, sql`${professionalId}::uuid`)),
          ),
        )
        .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.jobId))
        .limit(limit);
    },
  };
}
