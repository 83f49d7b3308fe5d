import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testsOnPostgres, type TestApp } from '../../test/build-test-app';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { runOperatorCli } from '../../test/operator-cli';
import { seedDemoData } from '../demo/seed-demo';

const adminUrl = process.env.TEST_DATABASE_URL;
const KEY_TABLES = [
  'users',
  'jobs',
  'conversations',
  'messages',
  'reviews',
  'quotes',
  'uploaded_files',
  'drizzle.__drizzle_migrations',
];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlOf(database: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of KEY_TABLES) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${table}`);
      counts[table] = Number(rows[0]!.count);
    }
    return counts;
  });
}

/**
 * `npm run backup` on PostgreSQL (pg_dump and the bucket) and `npm run restore` into another,
 * empty database and bucket (decision 067).
 */
describe.skipIf(!testsOnPostgres)('a backup of the PostgreSQL database and its bucket', () => {
  const root = mkdtempSync(join(tmpdir(), 'trademate-pg-backup-'));
  const restoredName = `trademate_restored_${randomUUID().replaceAll('-', '')}`;
  let sourceS3: LocalS3;
  let restoredS3: LocalS3;
  let source: TestApp;
  let sourceUrl: string;

  beforeAll(async () => {
    sourceS3 = await startLocalS3('trademate-source');
    restoredS3 = await startLocalS3('trademate-restored');
    source = await buildTestApp(sourceS3.env);
    await seedDemoData(source.app);
    const [row] = (
      (await source.database.db.execute('select current_database() as name')) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    sourceUrl = urlOf(row!.name);
    await withClient(adminUrl!, (client) => client.query(`create database ${restoredName}`));
  }, 180_000);
  afterAll(async () => {
    await source?.close();
    await withClient(adminUrl!, (client) =>
      client.query(`drop database if exists ${restoredName} with (force)`),
    );
    await sourceS3?.close();
    await restoredS3?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores the same rows into an empty database and the files into the bucket', async () => {
    const avatar = await source.app.storage.save('avatars', 'webp', Buffer.from('an avatar'));
    const key = avatar.slice(avatar.indexOf('avatars/'));
    // Something else in the bucket, not one of the app's files: left out.
    const s3 = new S3Client({
      endpoint: sourceS3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: sourceS3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: sourceS3.env.S3_SECRET_ACCESS_KEY!,
      },
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: sourceS3.bucket,
        Key: 'exports/2025/notes.txt',
        Body: 'notes',
      }),
    );
    s3.destroy();

    const backupFile = join(root, 'nightly.tar.gz');
    const backup = await runOperatorCli('backup', ['--out', backupFile], {
      NODE_ENV: 'test',
      DATA_DIR: join(root, 'source-data'),
      DATABASE_URL: sourceUrl,
      ...sourceS3.env,
    });
    // Only the AWS SDK's notice about Node.js versions may be on stderr.
    expect(backup.stderr).not.toMatch(/error|fail/i);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('the PostgreSQL database');
    const appKeys = (await sourceS3.keys()).filter((stored) => stored !== 'exports/2025/notes.txt');
    expect(appKeys).toEqual([key]);
    expect(backup.stdout).toContain('1 uploaded file (from the bucket)');

    const restoreEnv = {
      NODE_ENV: 'test',
      DATA_DIR: join(root, 'restored-data'),
      DATABASE_URL: urlOf(restoredName),
      ...restoredS3.env,
    };
    const restore = await runOperatorCli('restore', [backupFile], restoreEnv);
    expect(restore.stderr).not.toMatch(/error|fail/i);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`and the bucket ${restoredS3.bucket}`);

    const counts = await rowCounts(sourceUrl);
    expect(counts.users).toBeGreaterThan(5);
    expect(counts.messages).toBeGreaterThan(5);
    expect(await rowCounts(urlOf(restoredName))).toEqual(counts);
    expect(await restoredS3.keys()).toEqual(appKeys);
    for (const stored of appKeys) {
      expect(await restoredS3.read(stored)).toEqual(await sourceS3.read(stored));
    }
    expect(await restoredS3.read(key)).toEqual(Buffer.from('an avatar'));

    // Now that it holds tables, the database is refused.
    const again = await runOperatorCli('restore', [backupFile], restoreEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'is not empty: a backup is restored only into an empty database',
    );
  });
});
