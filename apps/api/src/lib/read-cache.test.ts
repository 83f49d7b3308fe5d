import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app';
import type { Db } from '../db/client';
import { inTransaction } from './after-commit';
import { createReadCache, tablesChanged, type ReadCache } from './read-cache';

let testDatabase: TestDatabase;
let db: Db;
let cache: ReadCache;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  cache = await createReadCache(testDatabase.database, 3, (error) => {
    throw error;
  });
});
afterAll(async () => {
  await cache?.close();
  await testDatabase?.destroy();
});

/** A loader that answers 1, 2, 3… so a test can tell a cached answer from a fresh one. */
function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

/** A write to `table` by some other client of the database: only its trigger's announcement tells. */
async function touch(table: 'jobs' | 'services' | 'users' | 'user_services') {
  await db.execute(
    sql.raw(
      `update ${table} set ${table === 'user_services' ? 'user_id = user_id' : 'id = id'} where false`,
    ),
  );
}

describe('read cache', () => {
  it('answers from memory until a table the region is built from changes', async () => {
    const region = cache.region<number>(['services']);
    const services = counter();
    expect(await region.get('page', services.load)).toBe(1);
    expect(await region.get('page', services.load)).toBe(1);

    await touch('services');
    await vi.waitFor(async () => expect(await region.get('page', services.load)).toBe(2));
  });

  it('has heard every change committed before it once caught up', async () => {
    const region = cache.region<number>(['user_services']);
    const offered = counter();
    expect(await region.get('page', offered.load)).toBe(1);

    await touch('user_services');
    await cache.caughtUp();
    expect(await region.get('page', offered.load)).toBe(2);
    expect(await region.get('page', offered.load)).toBe(2);
  });

  it('keeps what is built from other tables', async () => {
    const jobsRegion = cache.region<number>(['jobs']);
    const probe = cache.region<number>(['users']);
    const jobs = counter();
    const users = counter();
    await jobsRegion.get('page', jobs.load);
    await probe.get('page', users.load);

    await touch('users');
    // Once the users region has heard of the change, the jobs region has heard all there is.
    await vi.waitFor(async () => expect(await probe.get('page', users.load)).toBe(2));
    expect(await jobsRegion.get('page', jobs.load)).toBe(1);
  });

  it('shares one load between concurrent misses and keeps no failed load', async () => {
    const region = cache.region<number>(['jobs']);
    const jobs = counter();
    const answers = await Promise.all([1, 2, 3].map(() => region.get('shared', jobs.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(jobs.calls).toBe(1);

    const failing = vi.fn().mockRejectedValueOnce(new Error('database unreachable'));
    await expect(region.get('failing', failing)).rejects.toThrow('database unreachable');
    expect(await region.get('failing', async () => 42)).toBe(42);
  });

  it('drops the least recently used page beyond its size', async () => {
    const region = cache.region<string>(['jobs']);
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return key;
    };
    for (const key of ['a', 'b', 'c']) await region.get(key, load(key));
    await region.get('a', load('a')); // a is now the most recently used
    await region.get('d', load('d')); // over the size of 3: b goes
    await region.get('a', load('a'));
    await region.get('b', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it("sees this instance's own write as soon as its transaction commits, and never a rollback", async () => {
    const region = cache.region<number>(['jobs']);
    const jobs = counter();
    await region.get('page', jobs.load);

    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`update jobs set id = id where false`);
        tablesChanged(db, tx, 'jobs');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await region.get('page', jobs.load)).toBe(1);

    await inTransaction(db, async (tx) => {
      await tx.execute(sql`update jobs set id = id where false`);
      tablesChanged(db, tx, 'jobs');
      // Not before the commit: a read now would still see the old rows.
      expect(await region.get('page', jobs.load)).toBe(1);
    });
    // No waiting for the database's announcement: the next read is fresh.
    expect(await region.get('page', jobs.load)).toBe(2);
  });

  it('keeps nothing when its size is 0', async () => {
    const off = await createReadCache(testDatabase.database, 0, (error) => {
      throw error;
    });
    try {
      const region = off.region<number>(['jobs']);
      const jobs = counter();
      await region.get('page', jobs.load);
      await region.get('page', jobs.load);
      expect(jobs.calls).toBe(2);
    } finally {
      await off.close();
    }
  });

  it.skipIf(!onPostgres)(
    'reads from the database while its listening connection is down, and caches again once it is back',
    async () => {
      const region = cache.region<number>(['jobs']);
      const jobs = counter();
      await region.get('page', jobs.load);
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and query ilike 'listen %'`,
      );
      // Not listening: every read loads.
      await vi.waitFor(async () => {
        const first = await region.get('page', jobs.load);
        expect(await region.get('page', jobs.load)).toBeGreaterThan(first);
      });
      // Listening again (after about a second): reads are cached again.
      await vi.waitFor(
        async () => {
          const first = await region.get('page', jobs.load);
          expect(await region.get('page', jobs.load)).toBe(first);
        },
        { timeout: 5_000, interval: 100 },
      );
      await touch('jobs');
      const before = jobs.calls;
      await vi.waitFor(async () => {
        await region.get('page', jobs.load);
        expect(jobs.calls).toBeGreaterThan(before);
      });
    },
  );
});
