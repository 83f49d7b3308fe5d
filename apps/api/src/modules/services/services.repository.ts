import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { ListServicesQuery } from '@trademate/shared/schemas/services';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { newestFirst } from '../../lib/cursor';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

/** `%` and `_` typed by a user are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createServicesRepository(db: Db) {
  return {
    async findPage(query: ListServicesQuery, tx: DbOrTx = db) {
      // Hidden and merged services are the console's alone (decision 037).
      const filters: SQL[] = [isNull(services.hiddenAt)];
      if (query.search) filters.push(ilike(services.name, `%${escapeLike(query.search)}%`));
      if (query.popular) filters.push(isNotNull(services.popularRank));
      const where = and(...filters);
      const order = query.popular ? [asc(services.popularRank)] : [asc(services.name)];

      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(services)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx.select({ total: count() }).from(services).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The services a visitor can open (not hidden, so not merged), A to Z, at most `limit`. */
    async findShownAddresses(limit: number, tx: DbOrTx = db) {
      return tx
        .select({ id: services.id, updatedAt: services.updatedAt })
        .from(services)
        .where(isNull(services.hiddenAt))
        .orderBy(asc(services.name))
        .limit(limit);
    },

    async findById(id: string, tx: DbOrTx = db): Promise<ServiceRow | undefined> {
      const [row] = await tx.select().from(services).where(eq(services.id, id)).limit(1);
      return row;
    },

    /**
     * Verified professionals offering a service, counted per state (read through the
     * service's index on `user_services`; only states with someone in them come back).
     */
    async countProfessionalsByState(serviceId: string, tx: DbOrTx = db) {
      return tx
        .select({ state: users.state, count: count() })
        .from(userServices)
        .innerJoin(users, eq(users.id, userServices.userId))
        .where(
          and(
            eq(userServices.serviceId, serviceId),
            inArray(users.userType, [...professionalTypes]),
            isNotNull(users.emailVerifiedAt),
          ),
        )
        .groupBy(users.state);
    },

    /** A service's open jobs: how many, and the newest few (what and where, never who). */
    async findOpenJobs(serviceId: string, limit: number, tx: DbOrTx = db) {
      const isOpenInService = and(
        eq(jobs.serviceId, serviceId),
        eq(jobs.status, 'open'),
        isNull(jobs.hiddenAt),
      );
      const [rows, totals] = await Promise.all([
        tx
          .select({
            id: jobs.id,
            title: jobs.title,
            state: jobs.state,
            city: jobs.city,
            createdAt: jobs.createdAt,
          })
          .from(jobs)
          .where(isOpenInService)
          .orderBy(...newestFirst(jobs.createdAt, jobs.id))
          .limit(limit),
        tx.select({ total: count() }).from(jobs).where(isOpenInService),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

/** The console's catalogue: every service with how much uses it. */
export function createCatalogueRepository(db: Db) {
  const target = alias(services, 'target');
  return {
    /** Every service (or the one `id`), by name. */
    async findAllWithUse(tx: DbOrTx = db, id?: string) {
      const professionals = tx
        .select({ serviceId: userServices.serviceId, n: count().as('professionals') })
        .from(userServices)
        .groupBy(userServices.serviceId)
        .as('professionals');
      const jobCounts = tx
        .select({
          serviceId: jobs.serviceId,
          n: count().as('jobs'),
          open: sql<number>`(count(*) filter (where ${jobs.status} = 'open'))::int`.as('open'),
        })
        .from(jobs)
        .groupBy(jobs.serviceId)
        .as('job_counts');
      return tx
        .select({
          service: services,
          mergedIntoName: target.name,
          professionalCount: sql<number>`coalesce(${professionals.n}, 0)::int`,
          jobCount: sql<number>`coalesce(${jobCounts.n}, 0)::int`,
          openJobCount: sql<number>`coalesce(${jobCounts.open}, 0)::int`,
        })
        .from(services)
        .leftJoin(target, eq(target.id, services.mergedIntoId))
        .leftJoin(professionals, eq(professionals.serviceId, services.id))
        .leftJoin(jobCounts, eq(jobCounts.serviceId, services.id))
        .where(id ? eq(services.id, id) : undefined)
        .orderBy(asc(services.name));
    },

    /** Whether another service has this name, whatever its case ("Tiler" and "tiler" are one). */
    async nameTaken(name: string, exceptId: string | null, tx: DbOrTx): Promise<boolean> {
      const [row] = await tx
        .select({ id: services.id })
        .from(services)
        .where(
          and(
            sql`lower(${services.name}) = lower(${name})`,
            exceptId ? sql`${services.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findForUpdate(id: string, tx: DbOrTx): Promise<ServiceRow | undefined> {
      const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
      return row;
    },

    /** The new row, or undefined when its name or slug is taken. */
    async insert(values: NewServiceRow, tx: DbOrTx): Promise<ServiceRow | undefined> {
      const [row] = await tx.insert(services).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, values: Partial<NewServiceRow>, tx: DbOrTx): Promise<ServiceRow> {
      const [row] = await tx
        .update(services)
        .set({ ...values, updatedAt: new Date(), editedByStaffAt: new Date() })
        .where(eq(services.id, id))
        .returning();
      return row!;
    },

    /** Services merged earlier into `fromId` now point at `intoId`: one hop always reaches a live one. */
    async repointMerged(fromId: string, intoId: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(services)
        .set({ mergedIntoId: intoId, updatedAt: new Date(), editedByStaffAt: new Date() })
        .where(eq(services.mergedIntoId, fromId));
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
