import type { AppConfig } from '../config/env';
import { openDatabase, type Database } from './client';
import { migrateAppDatabase } from './database-roles';
import { ensureReferenceData } from './seed/reference-data-state';

/** Opens the configured database as it is: PostgreSQL, or the embedded PGlite. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  // At trace level every SQL statement is logged as one JSON line on stderr (what `npm run bench`
  // reads to count queries per request and EXPLAIN them). Its parameters only outside production:
  // they carry what users typed and the mail the outbox holds, one-time codes included.
  const onQuery =
    config.logLevel === 'trace'
      ? (query: string, params: unknown[]) =>
          process.stderr.write(
            `${JSON.stringify({ level: 10, msg: 'sql', query, ...(config.isProduction ? {} : { params }) })}\n`,
          )
      : undefined;
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onQuery }
      : { kind: 'pglite', dataDir: config.dataDir, onQuery },
  );
}

/**
 * Opens the configured database, migrates it (as the owner `MIGRATION_DATABASE_URL` names, when
 * set: decision 054) and seeds its reference data when the catalogues changed (decision 077).
 */
export async function openAppDatabase(config: AppConfig): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateAppDatabase(config, database);
    await ensureReferenceData(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
