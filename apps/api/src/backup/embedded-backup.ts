import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { migrationLevel } from '../db/database-roles';
import { pgliteVersion } from '../db/pglite-template';
import { writeBackupArchive } from './backup-archive';
import {
  restoreFiles,
  restoreSecrets,
  snapshotSecrets,
  snapshotUploadsFolder,
} from './backup-files';
import {
  ARCHIVE_PATHS,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
} from './backup-manifest';

/** Where a backup's parts gather before they are packed: beside the file it becomes. */
export function stagingFor(out: string): string {
  return join(dirname(out), `.${basename(out)}.staging-${process.pid}`);
}

/**
 * Backs up the embedded database open in this process, with the uploaded files and the generated
 * secrets, into one file at `out` (decision 067). The database's tarball and the files' links are
 * taken in one pause between transactions; packing and compressing happen after it, while the
 * app serves again.
 */
export async function backUpEmbedded(
  database: Database,
  config: Pick<AppConfig, 'dataDir' | 'uploadsDir'>,
  out: string,
): Promise<BackupManifest> {
  if (!database.snapshot) throw new Error('Not the embedded database');
  const staging = stagingFor(out);
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, dirname(ARCHIVE_PATHS.embeddedDatabase)), { recursive: true });
  try {
    const migrations = await migrationLevel(database);
    const { tarball, alongside: count } = await database.snapshot(() =>
      snapshotUploadsFolder(config.uploadsDir, staging),
    );
    const createdAt = new Date().toISOString();
    await pipeline(
      Readable.fromWeb(tarball.stream() as NodeReadableStream<Uint8Array>),
      createWriteStream(join(staging, ARCHIVE_PATHS.embeddedDatabase), { mode: 0o600 }),
    );
    const secrets = await snapshotSecrets(config.dataDir, staging);
    return await writeBackupArchive(
      staging,
      {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt,
        database: { kind: 'embedded', engineVersion: pgliteVersion(), migrations },
        files: { from: 'data-folder', count },
        secrets,
      },
      out,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Makes `dataDir/db` from a backup's tarball with PGlite's own loader, which also proves it opens,
 * then puts the files and secrets in place. The caller holds the data folder's lock.
 */
export async function restoreEmbedded(
  config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 's3'>,
  extracted: string,
): Promise<{ files: number; secrets: string[] }> {
  const tarball = await openAsBlob(join(extracted, ARCHIVE_PATHS.embeddedDatabase), {
    type: 'application/x-tar',
  });
  const client = new PGlite(join(config.dataDir, 'db'), { loadDataDir: tarball });
  try {
    await client.waitReady;
    await client.query('select 1');
  } finally {
    await client.close();
  }
  const files = await restoreFiles(config, extracted);
  const secrets = await restoreSecrets(config.dataDir, extracted);
  return { files, secrets };
}
