import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reference data last applied to this database (one row): the fingerprint of the catalogues
 * it was written from. A start whose catalogues have the same fingerprint has nothing to write
 * (decision 077).
 */
export const referenceDataState = pgTable(
  'reference_data_state',
  {
    id: smallint('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('reference_data_state_one_row', sql`${table.id} = 1`)],
);
