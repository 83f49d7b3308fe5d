import type { AppConfig } from '../config/env';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { seedReferenceData } from './seed/seed-reference-data';

/** Opens the configured database (PostgreSQL or the embedded PGlite), migrates it and seeds it. */
export async function openAppDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
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
