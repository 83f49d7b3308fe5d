import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

/** The generated SQL migrations: beside this file in src/, copied beside the bundle in dist/. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations with drizzle-orm's migrator for whichever driver is in use (from
 * another folder in a test that stops at an earlier migration).
 */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: folder,
    });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  }
}
