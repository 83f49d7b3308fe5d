import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as alerts from './schema/alerts';
import * as auth from './schema/auth';
import * as blog from './schema/blog';
import * as chatAttachments from './schema/chat-attachments';
import * as chats from './schema/chats';
import * as credentials from './schema/credentials';
import * as jobs from './schema/jobs';
import * as mail from './schema/mail';
import * as newsletter from './schema/newsletter';
import * as notifications from './schema/notifications';
import * as payments from './schema/payments';
import * as plans from './schema/plans';
import * as push from './schema/push';
import * as reviews from './schema/reviews';
import * as services from './schema/services';
import * as subscriptions from './schema/subscriptions';
import * as tickets from './schema/tickets';
import * as users from './schema/users';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { withPreparedStatements } from './fast-paths/pglite-prepared';
import { createFromTemplate } from './pglite-template';

export const schema = {
  ...services,
  ...newsletter,
  ...plans,
  ...blog,
  ...users,
  ...auth,
  ...tickets,
  ...subscriptions,
  ...jobs,
  ...chats,
  ...chatAttachments,
  ...notifications,
  ...reviews,
  ...payments,
  ...mail,
  ...push,
  ...alerts,
  ...credentials,
};
export type Schema = typeof schema;

/** Drizzle over either driver: repositories see one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repository functions accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** What a listener for announced table changes is told (see `Database.watchTableChanges`). */
export interface TableChangeHandlers {
  /** A transaction that changed `table` has committed (on any instance, in any process). */
  onChange(table: string): void;
  /** Every change from now on will be heard. */
  onListening(): void;
  /** The listening connection dropped: changes may be missed until `onListening` again. */
  onLost(): void;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Listens to the `table_changes` channel (migration 0006's triggers announce every committed
   * change to a cached table there). On PostgreSQL a dedicated connection listens and reconnects
   * after a drop; the embedded database delivers each announcement as its transaction commits.
   * Resolves with a function that stops listening.
   */
  watchTableChanges(handlers: TableChangeHandlers): Promise<() => Promise<void>>;
  /**
   * The embedded database only: its data folder as PGlite's tarball, taken while no statement or
   * transaction runs, and `alongside` run in the same pause (the uploads' snapshot), so both show
   * one moment (decision 067). Absent on PostgreSQL, which `pg_dump` copies while it serves.
   */
  snapshot?<T>(alongside: () => Promise<T>): Promise<{ tarball: Blob; alongside: T }>;
  /**
   * The connection pool's use now, on PostgreSQL: connections open, idle, at most, and queries
   * waiting for one. Absent on the embedded database, which is one connection in the process.
   */
  poolUse?: () => PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  max: number;
  waiting: number;
}

/** Where migration 0006's triggers announce committed changes (the payload is the table). */
export const TABLE_CHANGES_CHANNEL = 'table_changes';
const RELISTEN_DELAY_MS = 1_000;
/** How often the listening connection proves it is alive, and how long it may take to. */
const LISTENER_PING_MS = 15_000;
const LISTENER_PING_TIMEOUT_MS = 5_000;

/** Called with every statement sent (for `LOG_LEVEL=trace` and the benchmark's query audit). */
export type QueryListener = (query: string, params: unknown[]) => void;

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, empty or a copy of a `snapshot`'s tarball (the tests' migrated database). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
) & { onQuery?: QueryListener };

function loggerFor(onQuery: QueryListener | undefined) {
  return onQuery ? { logQuery: onQuery } : undefined;
}

/**
 * PGlite's own start parameters, with shared buffers of 64 MB instead of PostgreSQL's 128 MB:
 * PGlite prepares them inside WebAssembly each time it opens, and halving them took about 80 ms
 * off every start without slowing the reads of a 100,000-job volume (decision 083).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=64MB'];

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres')
    return openPostgres(target.url, target.poolSize ?? 10, target.onQuery);
  if (target.kind === 'pglite-memory') {
    const client = new PGlite({
      startParams: PGLITE_START_PARAMS,
      ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
    });
    return wrapPglite(client, null, target.onQuery);
  }

  mkdirSync(target.dataDir, { recursive: true });
  const lock = acquireDataDirLock(target.dataDir);
  try {
    const databaseDir = join(target.dataDir, 'db');
    // A new database: a copy of the migrated template the build made, when there is one.
    createFromTemplate(databaseDir);
    const client = new PGlite(databaseDir, { startParams: PGLITE_START_PARAMS });
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
    keepAlive: true,
  });
  // A connection that breaks (the server restarts, crashes or drops it) emits 'error' on its
  // client. The pool listens only while a client is idle; one checked out by a query or a
  // transaction would otherwise take the process down with an unhandled 'error' event. The query
  // it was running fails on its own (and is answered 503), the broken client leaves the pool when
  // released, and the next query opens a new connection.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger: loggerFor(onQuery) }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    watchTableChanges: (handlers) => listenOnPostgres(url, handlers),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      max: poolSize,
      waiting: pool.waitingCount,
    }),
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
  const preparing = withPreparedStatements(client);
  const db = drizzlePglite({
    client: preparing,
    schema,
    logger: loggerFor(onQuery),
  }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async ping() {
      if (client.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    async watchTableChanges(handlers) {
      const unlisten = await client.listen(TABLE_CHANGES_CHANNEL, handlers.onChange);
      const stopHearing = preparing.onNotification(TABLE_CHANGES_CHANNEL, handlers.onChange);
      handlers.onListening();
      return async () => {
        stopHearing();
        if (!client.closed) await unlisten();
      };
    },
    // Every statement, the prepared ones included, waits for the transaction lock held here.
    snapshot: (alongside) =>
      client._runExclusiveTransaction(async () => {
        const tarball = await client.dumpDataDir('none');
        return { tarball, alongside: await alongside() };
      }),
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A dropped
 * connection is reported at once and replaced after a pause, for as long as nobody stopped it.
 */
async function listenOnPostgres(
  url: string,
  handlers: TableChangeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      query_timeout: LISTENER_PING_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === TABLE_CHANGES_CHANNEL && message.payload)
        handlers.onChange(message.payload);
    });
    client.on('error', () => {}); // reported through 'end'
    let listening = false;
    client.on('end', () => {
      if (current === client) current = null;
      if (listening && !stopped) handlers.onLost();
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`listen ${TABLE_CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    listening = true;
    // A connection that silently stopped answering would also stop delivering notices: one that
    // fails a ping is ended, which reports it lost and opens a new one.
    const ping = setInterval(() => {
      if (current !== client) return clearInterval(ping);
      client.query('select 1').catch(() => client.end().catch(() => {}));
    }, LISTENER_PING_MS);
    ping.unref();
    handlers.onListening();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end();
  };
}
