import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { childEnvironment, type AppConfig } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { migrationLevel } from '../db/database-roles';
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
  BackupError,
  type BackupManifest,
} from './backup-manifest';
import { stagingFor } from './embedded-backup';

type PostgresConfig = Pick<
  AppConfig,
  'databaseUrl' | 'migrationDatabaseUrl' | 'dataDir' | 'uploadsDir' | 's3'
>;

/** The tables' owner when it is set apart (decision 054): it may read and create everything. */
function ownerUrl(config: PostgresConfig): string {
  return config.migrationDatabaseUrl ?? config.databaseUrl!;
}

/** Where a URL points, without its password (for messages). */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * Runs pg_dump or pg_restore on the database at `url`; the password goes in the environment, not
 * the command line other users' `ps` shows. Fails with what the tool said.
 */
function runTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = childEnvironment(password ? { PGPASSWORD: password } : {});
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${parsed.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install PostgreSQL's client tools, of the server's major version or newer.`,
            )
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function withDatabase<T>(url: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function rowsOf<T>(database: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Backs up the PostgreSQL database with `pg_dump --format=custom` (one consistent snapshot, taken
 * while the app serves), then the uploaded files (the bucket's, or the data folder's) and any
 * generated secrets, into one file at `out`.
 */
export async function backUpPostgres(config: PostgresConfig, out: string): Promise<BackupManifest> {
  const url = ownerUrl(config);
  const staging = stagingFor(out);
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, dirname(ARCHIVE_PATHS.postgresDatabase)), { recursive: true });
  try {
    const { migrations, engineVersion } = await withDatabase(url, async (database) => {
      const [row] = await rowsOf<{ version: string }>(
        database,
        sql`select current_setting('server_version') as version`,
      );
      return { migrations: await migrationLevel(database), engineVersion: row!.version };
    });
    const createdAt = new Date().toISOString();
    await runTool('pg_dump', url, [
      '--format=custom',
      `--file=${join(staging, ARCHIVE_PATHS.postgresDatabase)}`,
    ]);
    // After the dump: every file its rows name was stored before it began (files first, rows after).
    const count = config.s3
      ? await (await import('./backup-bucket')).downloadBucket(config.s3, staging)
      : await snapshotUploadsFolder(config.uploadsDir, staging);
    const secrets = await snapshotSecrets(config.dataDir, staging);
    return await writeBackupArchive(
      staging,
      {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt,
        database: { kind: 'postgres', engineVersion, migrations },
        files: { from: config.s3 ? 'bucket' : 'data-folder', count },
        secrets,
      },
      out,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a database that holds any table, view or sequence of its own. */
export async function assertEmptyPostgres(config: PostgresConfig): Promise<void> {
  const url = ownerUrl(config);
  const [row] = await withDatabase(url, (database) =>
    rowsOf<{ count: string }>(
      database,
      sql`select count(*)::text as count from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    ),
  );
  if (Number(row!.count) > 0) {
    throw new BackupError(
      `The database ${describe(url)} is not empty: a backup is restored only into an empty ` +
        'database. Create one (createdb) and point DATABASE_URL at it.',
    );
  }
}

/**
 * Restores a backup's dump into the (empty) configured database with pg_restore, in one
 * transaction, owned by the role restoring it; then its files and secrets. The next start applies
 * any newer migration and, with MIGRATION_DATABASE_URL, grants the serving role its rights.
 */
export async function restorePostgres(
  config: PostgresConfig,
  extracted: string,
): Promise<{ files: number; secrets: string[] }> {
  await runTool('pg_restore', ownerUrl(config), [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    '--single-transaction',
    join(extracted, ARCHIVE_PATHS.postgresDatabase),
  ]);
  const files = await restoreFiles(config, extracted);
  const secrets = await restoreSecrets(config.dataDir, extracted);
  return { files, secrets };
}
