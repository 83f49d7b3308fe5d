import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as blog from './schema/blog';
import * as chats from './schema/chats';
import * as jobs from './schema/jobs';
import * as newsletter from './schema/newsletter';
import * as notifications from './schema/notifications';
import * as payments from './schema/payments';
import * as plans from './schema/plans';
import * as reviews from './schema/reviews';
import * as services from './schema/services';
import * as subscriptions from './schema/subscriptions';
import * as tickets from './schema/tickets';
import * as users from './schema/users';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export const schema = {
  ...services,
  ...newsletter,
  ...plans,
  ...blog,
  ...users,
  ...tickets,
  ...subscriptions,
  ...jobs,
  ...chats,
  ...notifications,
  ...reviews,
  ...payments,
};
export type Schema = typeof schema;

/** Drizzle over either driver: repositories see one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repository functions accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Called with every statement sent (for `LOG_LEVEL=trace` and the benchmark's query audit). */
export type QueryListener = (query: string, params: unknown[]) => void;

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
) & { onQuery?: QueryListener };

function loggerFor(onQuery: QueryListener | undefined) {
  return onQuery ? { logQuery: onQuery } : undefined;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres')
    return openPostgres(target.url, target.poolSize ?? 10, target.onQuery);
  if (target.kind === 'pglite-memory') return wrapPglite(new PGlite(), null, target.onQuery);

  mkdirSync(target.dataDir, { recursive: true });
  const lock = acquireDataDirLock(target.dataDir);
  try {
    const client = new PGlite(join(target.dataDir, 'db'));
    await client.waitReady;
    return wrapPglite(client, lock, target.onQuery);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  onQuery?: QueryListener,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger: loggerFor(onQuery) }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function wrapPglite(
  client: PGlite,
  lock: DataDirLock | null,
  onQuery?: QueryListener,
): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger: loggerFor(onQuery) }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async ping() {
      if (client.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}
