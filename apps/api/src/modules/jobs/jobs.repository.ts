import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
} from 'drizzle-orm';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { JobClosedReason, JobStatus } from '@trademate/shared/constants/jobs';
import type { HiringStatus } from '@trademate/shared/constants/accounts';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { Db, DbOrTx } from '../../db/client';
import { reachesJobRow } from '../../lib/distance';
import { tablesChanged } from '../../lib/read-cache';
import { clientRecords, jobContacts, jobInvitations, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { newestFirst, olderThan, type Cursor } from '../../lib/cursor';
import { licenceSummariesOf } from '../credentials/credentials.service';
import { blockedBetween } from '../safety/safety.service';

export type JobRow = typeof jobs.$inferSelect;
export type JobWithService = JobRow & { serviceName: string; serviceSlug: string };
export type JobFields = Pick<
  typeof jobs.$inferInsert,
  | 'serviceId'
  | 'title'
  | 'description'
  | 'state'
  | 'city'
  | 'postcode'
  | 'suburb'
  | 'latitude'
  | 'longitude'
  | 'budgetMin'
  | 'budgetMax'
  | 'timing'
  | 'timingDate'
  | 'photos'
>;

/** What a client sees of a professional: names, photo, availability, rating counters, licences. */
const professionalColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarPath: users.avatarPath,
  hiringStatus: users.hiringStatus,
  reviewCount: users.reviewCount,
  ratingTotal: users.ratingTotal,
  // Named in full: in a one-table query Drizzle leaves column names unqualified.
  licences: licenceSummariesOf(sql`${sql.identifier('users')}.${sql.identifier('id')}`),
};
export type ProfessionalRow = {
  id: string;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
  hiringStatus: HiringStatus | null;
  reviewCount: number;
  ratingTotal: number;
  licences: LicenceSummary[];
};
export type ContactRow = ProfessionalRow & { conversationId: string; contactedAt: Date };

const ownJob = (jobId: string, clientId: string) =>
  and(eq(jobs.id, jobId), eq(jobs.clientId, clientId));

export function createJobsRepository(db: Db) {
  return {
    async findServiceName(serviceId: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ name: services.name })
        .from(services)
        .where(eq(services.id, serviceId))
        .limit(1);
      return row?.name;
    },

    /** The service's name if a job can be posted in it now: shown, not hidden (decision 037). */
    async findOfferedServiceName(serviceId: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ name: services.name })
        .from(services)
        .where(and(eq(services.id, serviceId), isNull(services.hiddenAt)))
        .limit(1);
      return row?.name;
    },

    /** A service merge (decision 037): every job of `fromId` is in `intoId`; how many moved. */
    async moveToService(fromId: string, intoId: string, tx: DbOrTx): Promise<number> {
      const moved = await tx
        .update(jobs)
        .set({ serviceId: intoId })
        .where(eq(jobs.serviceId, fromId))
        .returning({ id: jobs.id });
      tablesChanged(db, tx, 'jobs');
      return moved.length;
    },

    async insertJob(values: JobFields & { clientId: string }, tx: DbOrTx = db): Promise<JobRow> {
      const [row] = await tx.insert(jobs).values(values).returning();
      if (!row) throw new Error('Inserting a job returned no row');
      tablesChanged(db, tx, 'jobs');
      return row;
    },

    /** A client's own job with its service's name; undefined for anyone else's. */
    async findOwnJob(
      jobId: string,
      clientId: string,
      tx: DbOrTx = db,
    ): Promise<JobWithService | undefined> {
      const [row] = await tx
        .select({ job: jobs, serviceName: services.name, serviceSlug: services.slug })
        .from(jobs)
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .where(ownJob(jobId, clientId))
        .limit(1);
      return row && { ...row.job, serviceName: row.serviceName, serviceSlug: row.serviceSlug };
    },

    /** Any job, for staff (decision 034). */
    async findById(jobId: string, tx: DbOrTx = db): Promise<JobRow | undefined> {
      const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
      return row;
    },

    /**
     * Hides or shows a job for staff (decision 034); undefined when it already was. The feed's and
     * service page's cached pages drop it as the transaction commits.
     */
    async setHidden(jobId: string, hidden: boolean, at: Date, tx: DbOrTx) {
      const [row] = await tx
        .update(jobs)
        .set({ hiddenAt: hidden ? at : null })
        .where(and(eq(jobs.id, jobId), hidden ? isNull(jobs.hiddenAt) : isNotNull(jobs.hiddenAt)))
        .returning();
      if (row) tablesChanged(db, tx, 'jobs');
      return row;
    },

    /** A client's jobs, newest first; `limit + 1` rows so the caller knows if more follow. */
    async findClientJobs(clientId: string, cursor: Cursor | undefined, limit: number) {
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          serviceId: jobs.serviceId,
          serviceName: services.name,
          status: jobs.status,
          state: jobs.state,
          city: jobs.city,
          createdAt: jobs.createdAt,
          contactCount: jobs.contactCount,
          photo: sql<string | null>`${jobs.photos}[1]`,
          closedReason: jobs.closedReason,
          outcomeAskedAt: jobs.outcomeAskedAt,
          hiddenAt: jobs.hiddenAt,
        })
        .from(jobs)
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .where(and(eq(jobs.clientId, clientId), olderThan(jobs.createdAt, jobs.id, cursor)))
        .orderBy(...newestFirst(jobs.createdAt, jobs.id))
        .limit(limit + 1);
    },

    /**
     * Changes a client's job only while it is in one of `fromStatuses`: of two concurrent
     * changes, one finds the row changed and gets undefined.
     */
    async updateOwnJobIfStatus(
      jobId: string,
      clientId: string,
      fromStatuses: readonly JobStatus[],
      values: Partial<typeof jobs.$inferInsert>,
      tx: DbOrTx = db,
    ): Promise<JobRow | undefined> {
      const [row] = await tx
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(ownJob(jobId, clientId), inArray(jobs.status, [...fromStatuses])))
        .returning();
      if (row) tablesChanged(db, tx, 'jobs');
      return row;
    },

    /** The professionals who contacted the client about a job, newest first, `limit + 1` rows. */
    async findContacts(
      jobId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<ContactRow[]> {
      return tx
        .select({
          ...professionalColumns,
          conversationId: jobContacts.conversationId,
          contactedAt: jobContacts.createdAt,
        })
        .from(jobContacts)
        .innerJoin(users, eq(users.id, jobContacts.tradieId))
        .where(
          and(
            eq(jobContacts.jobId, jobId),
            olderThan(jobContacts.createdAt, jobContacts.tradieId, cursor),
          ),
        )
        .orderBy(desc(jobContacts.createdAt), desc(jobContacts.tradieId))
        .limit(limit + 1);
    },

    /** The chat a professional's contact about the job opened; undefined if they never made one. */
    async findContactConversationId(
      jobId: string,
      tradieId: string,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .select({ conversationId: jobContacts.conversationId })
        .from(jobContacts)
        .where(and(eq(jobContacts.jobId, jobId), eq(jobContacts.tradieId, tradieId)))
        .limit(1);
      return row?.conversationId;
    },

    /** Everyone who contacted the client about a job, for telling them all it was cancelled. */
    async findContactIds(jobId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ tradieId: jobContacts.tradieId })
        .from(jobContacts)
        .where(eq(jobContacts.jobId, jobId))
        .orderBy(asc(jobContacts.createdAt));
      return rows.map((row) => row.tradieId);
    },

    async findProfessional(id: string, tx: DbOrTx = db): Promise<ProfessionalRow | undefined> {
      const [row] = await tx.select(professionalColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** Records the contact; false when this professional had already contacted about this job. */
    async insertContact(
      values: { jobId: string; tradieId: string; conversationId: string },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(jobContacts)
        .values(values)
        .onConflictDoNothing()
        .returning({ jobId: jobContacts.jobId });
      return inserted.length > 0;
    },

    /** Counts one more contact on the job; its client and new count, for the live job page. */
    async incrementContactCount(
      jobId: string,
      tx: DbOrTx = db,
    ): Promise<{ clientId: string; contactCount: number } | undefined> {
      const [row] = await tx
        .update(jobs)
        .set({ contactCount: sql`${jobs.contactCount} + 1` })
        .where(eq(jobs.id, jobId))
        .returning({ clientId: jobs.clientId, contactCount: jobs.contactCount });
      tablesChanged(db, tx, 'jobs');
      return row;
    },

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

    /** How many jobs the professional was hired for and the client marked completed. */
    async countCompletedFor(professionalId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(jobs)
        .where(and(eq(jobs.hiredTradieId, professionalId), eq(jobs.status, 'completed')));
      return row?.total ?? 0;
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
     * distance reaches the job (by state where either has no suburb) and who offers its service. With `jobId`, that job whatever its status; without, any of the
     * client's open jobs. The directory's suggestions list the same people (decision 021).
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

    /** Who contacted the client about each of these jobs. */
    async findContactIdsOfJobs(jobIds: string[], tx: DbOrTx) {
      if (jobIds.length === 0) return [];
      return tx
        .select({ jobId: jobContacts.jobId, tradieId: jobContacts.tradieId })
        .from(jobContacts)
        .where(inArray(jobContacts.jobId, jobIds))
        .orderBy(asc(jobContacts.createdAt));
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

export type JobsRepository = ReturnType<typeof createJobsRepository>;
