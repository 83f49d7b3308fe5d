import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../config/env';
import { dataDirOwner } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-app-database';
import { BackupError, type BackupManifest } from './backup-manifest';
import { backupFileName, backupsDir, requestBackupFromServer } from './backup-requests';
import { backUpEmbedded } from './embedded-backup';
import { backUpPostgres } from './postgres-backup';

export interface TakenBackup {
  file: string;
  manifest: Omit<BackupManifest, 'checksums'>;
  /** Whether the running server wrote it (the embedded database while it serves). */
  byServer: boolean;
}

/** Moves a finished backup to where the operator asked, across disks when it must. */
async function moveTo(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const partial = `${to}.partial-${process.pid}`;
    await copyFile(from, partial);
    await rename(partial, to);
    await rm(from, { force: true });
  }
}

/**
 * `npm run backup`: on PostgreSQL, pg_dump and the files; on the embedded database, asked of the
 * server that runs on it, or taken here when none does. Written to `out`, or into
 * `DATA_DIR/backups/` under a dated name.
 */
export async function takeBackup(config: AppConfig, out: string | null): Promise<TakenBackup> {
  if (out && existsSync(out)) {
    throw new BackupError(`${out} already exists: choose another name, or remove it first.`);
  }
  const target = out ?? join(backupsDir(config.dataDir), backupFileName());
  await mkdir(dirname(target), { recursive: true });
  if (config.databaseUrl) {
    const { checksums: _checksums, ...manifest } = await backUpPostgres(config, target);
    return { file: target, manifest, byServer: false };
  }
  const server = dataDirOwner(config.dataDir);
  if (server !== null) {
    const answer = await requestBackupFromServer(config.dataDir, server);
    if (out) await moveTo(answer.file, out);
    return { file: out ?? answer.file, manifest: answer.manifest, byServer: true };
  }
  if (!existsSync(join(config.dataDir, 'db'))) {
    throw new BackupError(
      `There is no embedded database in ${config.dataDir} to back up (set DATA_DIR, or DATABASE_URL).`,
    );
  }
  const database = await openConfiguredDatabase(config);
  try {
    const { checksums: _checksums, ...manifest } = await backUpEmbedded(database, config, target);
    return { file: target, manifest, byServer: false };
  } finally {
    await database.close();
  }
}
