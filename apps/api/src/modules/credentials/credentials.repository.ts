import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { Db, DbOrTx } from '../../db/client';
import { businessDetails, licences } from '../../db/schema/credentials';
import { tablesChanged } from '../../lib/read-cache';

export type BusinessRow = typeof businessDetails.$inferSelect;
export type NewBusinessRow = typeof businessDetails.$inferInsert;
export type LicenceRow = typeof licences.$inferSelect;
export type NewLicenceRow = typeof licences.$inferInsert;

/**
 * A person's licences as cards show them (trade, state, expiry), as a JSON array in the row that
 * reads the person: a page of people stays one query. `userId` is the person's id column, named in
 * full by the query that embeds it.
 */
export function licenceSummariesOf(userId: SQL): SQL<LicenceSummary[]> {
  return sql<LicenceSummary[]>`coalesce((
    select json_agg(json_build_object(
             '_id', l.id, 'state', l.state, 'trade', l.trade, 'expiresOn', l.expires_on
           ) order by l.expires_on desc, l.id)
      from ${licences} l
     where l.user_id = ${userId}), '[]'::json)`;
}

export function createCredentialsRepository(db: Db) {
  return {
    async findBusiness(userId: string, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx
        .select()
        .from(businessDetails)
        .where(eq(businessDetails.userId, userId))
        .limit(1);
      return row;
    },

    /** Saves a person's one ABN, replacing the one they had. */
    async upsertBusiness(values: NewBusinessRow, tx: DbOrTx = db): Promise<BusinessRow> {
      const { userId: _userId, ...changes } = values;
      const [row] = await tx
        .insert(businessDetails)
        .values(values)
        .onConflictDoUpdate({ target: businessDetails.userId, set: changes })
        .returning();
      return row!;
    },

    /** Whether there was one to delete. */
    async deleteBusiness(userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(businessDetails)
        .where(eq(businessDetails.userId, userId))
        .returning({ userId: businessDetails.userId });
      return rows.length > 0;
    },

    async findLicences(userId: string, tx: DbOrTx = db): Promise<LicenceRow[]> {
      return tx
        .select()
        .from(licences)
        .where(eq(licences.userId, userId))
        .orderBy(asc(licences.createdAt), asc(licences.id));
    },

    async countLicences(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(licences)
        .where(eq(licences.userId, userId));
      return row?.n ?? 0;
    },

    /** Inserts unless the person already recorded this licence; undefined means they had. */
    async insertLicence(values: NewLicenceRow, tx: DbOrTx = db): Promise<LicenceRow | undefined> {
      const [row] = await tx.insert(licences).values(values).onConflictDoNothing().returning();
      if (row) tablesChanged(db, tx, 'licences');
      return row;
    },

    /** Deletes one of the person's own licences; false when they have none with this id. */
    async deleteLicence(userId: string, licenceId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(licences)
        .where(and(eq(licences.id, licenceId), eq(licences.userId, userId)))
        .returning({ id: licences.id });
      if (rows.length > 0) tablesChanged(db, tx, 'licences');
      return rows.length > 0;
    },
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
