import {
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  and,
  type SQL,
} from 'drizzle-orm';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { ListServicesQuery } from '@trademate/shared/schemas/services';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';

export type ServiceRow = typeof services.$inferSelect;

/** `%` and `_` typed by a user are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createServicesRepository(db: Db) {
  return {
    async findPage(query: ListServicesQuery, tx: DbOrTx = db) {
      const filters: SQL[] = [];
      if (query.search) filters.push(ilike(services.name, `%${escapeLike(query.search)}%`));
      if (query.popular) filters.push(isNotNull(services.popularRank));
      const where = filters.length ? and(...filters) : undefined;
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
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(limit),
        tx.select({ total: count() }).from(jobs).where(isOpenInService),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
