import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { DataDirInUseError } from './data-dir-lock';
import { openAppDatabase } from './open-app-database';
import { newsletterSubscriptions } from './schema/newsletter';
import { services } from './schema/services';
import { servicesCatalogue } from './seed/services-catalogue';

const dirs: string[] = [];
function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'trademate-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Opening a database on disk migrates and seeds it: slow on a busy machine, never stuck. */
const OPENS_A_DATABASE_MS = 180_000;

describe('the embedded database', () => {
  it(
    'keeps its data across restarts and seeds reference data once',
    async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: freshDataDir() });
      const first = await openAppDatabase(config);
      await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.com' });
      await first.close();

      const second = await openAppDatabase(config);
      try {
        const [subscribers] = await second.db.select({ n: count() }).from(newsletterSubscriptions);
        const [catalogue] = await second.db.select({ n: count() }).from(services);
        expect(subscribers?.n).toBe(1);
        expect(catalogue?.n).toBe(servicesCatalogue.length);
      } finally {
        await second.close();
      }
    },
    OPENS_A_DATABASE_MS,
  );

  it(
    'refuses a second server on the same data folder with a clear message',
    async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: freshDataDir() });
      const first = await openAppDatabase(config);
      try {
        // The lock belongs to another live process: this test's parent stands in for it.
        writeFileSync(join(config.dataDir, 'server.lock'), String(process.ppid));
        await expect(openAppDatabase(config)).rejects.toThrow(DataDirInUseError);
        await expect(openAppDatabase(config)).rejects.toThrow(/already using the data folder/);
      } finally {
        await first.close();
      }
    },
    OPENS_A_DATABASE_MS,
  );

  it(
    'takes over a lock left behind by a process that has ended',
    async () => {
      const dataDir = freshDataDir();
      const child = spawn(process.execPath, ['-e', '0']);
      const deadPid = await new Promise<number>((resolve) =>
        child.on('exit', () => resolve(child.pid!)),
      );
      writeFileSync(join(dataDir, 'server.lock'), String(deadPid));
      const database = await openAppDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      await database.close();
    },
    OPENS_A_DATABASE_MS,
  );
});
