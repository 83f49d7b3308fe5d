import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { JobStatus } from '@trademate/shared/constants/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { tablesChanged } from '../../lib/read-cache';
import { jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { newestFirst, olderThan, type Cursor } from '../../lib/cursor';

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
  | 'questionSetId'
  | 'answers'
>;

const ownJob = (jobId: string, clientId: string) =>
  and(eq(jobs.id, jobId), eq(jobs.clientId, clientId));

/**
 * The jobs table as a client's jobs: posting, editing and each step of a job's life, the client's
 * list, staff's look at any job; and the service names a job is posted in.
 */
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

    /** How many jobs the professional was hired for and the client marked completed. */
    async countCompletedFor(professionalId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(jobs)
        .where(and(eq(jobs.hiredTradieId, professionalId), eq(jobs.status, 'completed')));
      return row?.total ?? 0;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
