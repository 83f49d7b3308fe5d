import { asc, count, eq, ilike, isNotNull, and, type SQL } from 'drizzle-orm';
import type { ListServicesQuery } from '@trademate/shared/schemas/services';
import type { Db, DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';

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
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
