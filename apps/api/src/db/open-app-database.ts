import type { AppConfig } from '../config/env';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { seedReferenceData } from './seed/seed-reference-data';

/** Opens the configured database (PostgreSQL or the embedded PGlite), migrates it and seeds it. */
export async function openAppDatabase(config: AppConfig): Promise<Database> {
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
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onQuery }
      : { kind: 'pglite', dataDir: config.dataDir, onQuery },
  );
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
