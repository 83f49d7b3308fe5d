import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TABLE_CHANGES_CHANNEL, type Database, type Db, type DbOrTx } from '../db/client';
import { afterCommit } from './after-commit';

/**
 * The tables whose committed changes the database announces (migrations 0006, 0010, 0011, 0012
 * and 0021).
 */
export type CachedTable =
  | 'jobs'
  | 'services'
  | 'users'
  | 'user_services'
  | 'licences'
  | 'blocks'
  | 'client_records'
  | 'sessions'
  | 'subscriptions';

/** Pages that many requests read alike, kept until a table they are built from changes. */
export interface CacheRegion<V> {
  /**
   * The value under `key`, from `load` on a miss. Concurrent misses of one key share one load; a
   * failed load is not kept. While changes cannot be heard, every call loads.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export interface ReadCache {
  region<V>(dependsOn: readonly CachedTable[]): CacheRegion<V>;
  /** Drops every value built from one of `tables`. */
  invalidate(tables: readonly string[]): void;
  /**
   * Resolves once every change committed before the call has been heard (and has cleared what it
   * should): a mark announced now comes back after them, as a listener hears announcements in
   * commit order. At once while nothing is served from memory. A test that counts statements
   * after writing waits on it, so no late announcement drops what its next read keeps.
   */
  caughtUp(): Promise<void>;
  /** Stops listening and drops everything. */
  close(): Promise<void>;
}

/** Each database's read caches (one per app built on it). */
const cachesByDb = new WeakMap<Db, Set<ReadCache>>();

/**
 * Tells this instance's read cache that `tx` changed `tables`, once it commits, so the next read on
 * this instance sees the write at once. Other instances hear of it from the database, as
 * announced by the tables' triggers; this call only spares this instance that round trip.
 */
export function tablesChanged(db: Db, tx: DbOrTx, ...tables: CachedTable[]): void {
  const caches = cachesByDb.get(db);
  if (!caches?.size) return;
  afterCommit(tx, () => {
    for (const cache of caches) cache.invalidate(tables);
  });
}

interface RegionState {
  dependsOn: ReadonlySet<string>;
  clear(): void;
}

/**
 * An in-process cache of read results for `database`, correct across instances: every committed
 * change to a table a region depends on (from this instance, another one, or any other client of
 * the database) clears that region. Until the database confirms it is listening, and whenever
 * that connection drops, nothing is served from memory. `maxEntries` bounds each region (least
 * recently used first out); 0 turns caching off.
 */
export async function createReadCache(
  database: Database,
  maxEntries: number,
  onError: (error: unknown) => void,
): Promise<ReadCache> {
  const regions: RegionState[] = [];
  let live = false;
  const clearAll = () => {
    for (const region of regions) region.clear();
  };

  /** Marks announced by `caughtUp`, each with what resolves it when it comes back. */
  const marks = new Map<string, () => void>();
  const hearAllMarks = () => {
    for (const heard of marks.values()) heard();
    marks.clear();
  };

  const invalidate = (tables: readonly string[]) => {
    for (const region of regions) {
      if (tables.some((table) => region.dependsOn.has(table))) region.clear();
    }
  };

  let stopListening: (() => Promise<void>) | null = null;
  if (maxEntries > 0) {
    try {
      stopListening = await database.watchTableChanges({
        onChange: (table) => {
          // A mark of `caughtUp` is no table: it only says every change before it was heard.
          const heard = marks.get(table);
          if (!heard) return invalidate([table]);
          marks.delete(table);
          heard();
        },
        onListening: () => {
          clearAll(); // whatever changed while nobody listened
          live = true;
        },
        onLost: () => {
          live = false;
          clearAll();
          hearAllMarks(); // nothing is served from memory until it listens again
        },
      });
    } catch (error) {
      onError(error); // serve everything from the database rather than not at all
    }
  }

  const cache: ReadCache = {
    region<V>(dependsOn: readonly CachedTable[]): CacheRegion<V> {
      const entries = new Map<string, Promise<V>>();
      regions.push({ dependsOn: new Set(dependsOn), clear: () => entries.clear() });
      return {
        get(key, load) {
          if (!live) return load();
          const cached = entries.get(key);
          if (cached) {
            // Most recently used last: the first key is the one to drop.
            entries.delete(key);
            entries.set(key, cached);
            return cached;
          }
          const loading = load();
          entries.set(key, loading);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          loading.catch(() => {
            if (entries.get(key) === loading) entries.delete(key);
          });
          return loading;
        },
      };
    },
    invalidate,
    async caughtUp() {
      if (!live) return;
      const mark = `caught-up:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => marks.set(mark, resolve));
      try {
        await database.db.execute(sql`select pg_notify(${TABLE_CHANGES_CHANNEL}, ${mark})`);
      } catch (error) {
        marks.delete(mark);
        throw error;
      }
      await heard;
    },
    async close() {
      live = false;
      clearAll();
      hearAllMarks();
      cachesByDb.get(database.db)?.delete(cache);
      await stopListening?.();
    },
  };
  const caches = cachesByDb.get(database.db) ?? new Set();
  caches.add(cache);
  cachesByDb.set(database.db, caches);
  return cache;
}
