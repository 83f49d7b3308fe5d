import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPGlite } from '../../../test/new-pglite';

/*
 * `pglite-prepared.ts` queues each statement as `PGlite.query` does, through PGlite's private
 * `_runExclusiveTransaction`: after any transaction in progress, and ahead of any that starts
 * while it runs. A private method may change in any release, so `@electric-sql/pglite` is pinned
 * to an exact version; this test says so when an upgrade removes or changes it.
 */

/** The installed version, from its package.json (not among the package's exports). */
function installedVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version;
    }
    if (dirname(folder) === folder) return 'of unknown version';
    folder = dirname(folder);
  }
}

const version = installedVersion();
const broken =
  `@electric-sql/pglite ${version} changed its private _runExclusiveTransaction, which ` +
  'apps/api/src/db/fast-paths/pglite-prepared.ts calls to queue behind transactions: adapt it to ' +
  'the new version, or keep the version pinned in apps/api/package.json';

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

let client: PGlite;
beforeAll(async () => {
  client = await newPGlite();
});
afterAll(async () => {
  await client.close();
});

/** The private method, checked to be one. */
function exclusive(): Exclusive {
  const method = (client as unknown as { _runExclusiveTransaction?: unknown })
    ._runExclusiveTransaction;
  expect(typeof method, broken).toBe('function');
  return (method as Exclusive).bind(client);
}

/** One turn of the event loop: whatever else was ready to run has had its chance. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("PGlite's private _runExclusiveTransaction", () => {
  it('is a method of the client', () => {
    exclusive();
  });

  it("returns its callback's result and passes on its failure", async () => {
    const run = exclusive();
    await expect(
      run(() => Promise.resolve(42)),
      broken,
    ).resolves.toBe(42);
    const failure = new Error('refused');
    await expect(
      run(() => Promise.reject(failure)),
      broken,
    ).rejects.toBe(failure);
    // The queue is free again after a failure.
    await expect(
      run(() => Promise.resolve('next')),
      broken,
    ).resolves.toBe('next');
  });

  it('runs its callback only after a transaction in progress has ended', async () => {
    const run = exclusive();
    const order: string[] = [];
    let waiting!: Promise<string>;
    const transaction = client.transaction(async (tx) => {
      order.push('transaction starts');
      waiting = run(async () => {
        order.push('callback runs');
        return 'done';
      });
      // Turns of the event loop and a statement: a callback not held back would run now.
      await nextTurn();
      await tx.query('select 1');
      await nextTurn();
      order.push('transaction ends');
    });
    await transaction;
    expect(await waiting, broken).toBe('done');
    expect(order, broken).toEqual(['transaction starts', 'transaction ends', 'callback runs']);
  });

  it('holds back a transaction, a query and another callback until its callback has ended', async () => {
    const run = exclusive();
    const order: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = run(async () => {
      order.push('callback starts');
      started();
      await nextTurn();
      await nextTurn();
      order.push('callback ends');
    });
    await running;
    const others = Promise.all([
      client.transaction(async (tx) => {
        await tx.query('select 1');
        order.push('transaction');
      }),
      client.query('select 1').then(() => order.push('query')),
      run(async () => {
        order.push('second callback');
      }),
    ]);
    await first;
    await others;
    expect(order.slice(0, 2), broken).toEqual(['callback starts', 'callback ends']);
    expect([...order.slice(2)].sort(), broken).toEqual(['query', 'second callback', 'transaction']);
  });
});
