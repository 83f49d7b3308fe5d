import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/env';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { newestKnownMigration } from '../db/database-roles';
import { extractBackupArchive } from './backup-archive';
import { BackupError, type BackupManifest } from './backup-manifest';
import { restoreEmbedded } from './embedded-backup';
import { assertEmptyPostgres, restorePostgres } from './postgres-backup';

/** A fresh file system's own folder, which an empty mounted volume holds. */
const IGNORED = new Set(['lost+found']);

export interface RestoredBackup {
  manifest: BackupManifest;
  files: number;
  secrets: string[];
}

async function entriesOf(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((name) => !IGNORED.has(name));
}

/** Refuses a backup the code cannot carry on from: its database kind differs, or it is newer. */
function refuseUnfit(manifest: BackupManifest, config: AppConfig, archive: string): void {
  const kind = config.databaseUrl ? 'postgres' : 'embedded';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? `${archive} holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it.`
        : `${archive} holds an embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  }
  const newest = manifest.database.migrations.newest;
  if (newest !== null && newest > newestKnownMigration()) {
    throw new BackupError(
      `${archive} was taken by a newer TradeMate (its database has migrations this version lacks): restore it with that version.`,
    );
  }
}

/**
 * `npm run restore -- <file>`: checks the backup whole, then brings it back into an empty data
 * folder (the embedded database) or an empty PostgreSQL database, with its files and secrets.
 * Nothing is left half-restored in the data folder: on any failure it is emptied again.
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<RestoredBackup> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup file at ${archive}.`);
  if (config.databaseUrl) {
    await assertEmptyPostgres(config);
  } else if ((await entriesOf(config.dataDir)).length > 0) {
    throw new BackupError(
      `The data folder ${config.dataDir} is not empty: a backup is restored only into an empty ` +
        'one. Set DATA_DIR to a new folder (or move this one aside) and run this again.',
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const extracted = join(config.dataDir, `.restoring-${process.pid}`);
  try {
    const manifest = await extractBackupArchive(archive, extracted);
    refuseUnfit(manifest, config, archive);
    const restored = config.databaseUrl
      ? await restorePostgres(config, extracted)
      : await restoreEmbedded(config, extracted);
    return { manifest, ...restored };
  } catch (error) {
    if (lock) {
      for (const name of await entriesOf(config.dataDir)) {
        if (name !== 'server.lock') await rm(join(config.dataDir, name), { recursive: true });
      }
    }
    throw error;
  } finally {
    await rm(extracted, { recursive: true, force: true });
    lock?.release();
  }
}
