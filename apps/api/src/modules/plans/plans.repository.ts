import { asc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { plans } from '../../db/schema/plans';

export type PlanRow = typeof plans.$inferSelect;

export function createPlansRepository(db: Db) {
  return {
    /** The whole price list: a handful of rows by design. */
    async findAll(tx: DbOrTx = db): Promise<PlanRow[]> {
      return tx.select().from(plans).orderBy(asc(plans.sortOrder));
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
