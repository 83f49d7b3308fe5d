import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/seed-reference-data';
import type { PassName } from '../src/lib/background-passes';

/** The tests' database server: PostgreSQL when `TEST_DATABASE_URL` is set, else in-memory PGlite. */
const adminUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  database: Database;
  /** On PostgreSQL, where a second instance would connect. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

/** Whether the tests' database server is PostgreSQL (`TEST_DATABASE_URL` is set). */
export const testsOnPostgres = Boolean(adminUrl);

/**
 * A fresh, migrated and seeded database that no other test sees; in-memory PGlite whatever the
 * tests' server is when `embedded`; without a table when `empty` (a migration's test).
 */
export async function createTestDatabase({
  embedded = false,
  empty = false,
} = {}): Promise<TestDatabase> {
  if (!adminUrl || embedded) {
    const database = await openDatabase(
      empty
        ? { kind: 'pglite-memory' }
        : { kind: 'pglite-memory', loadDataDir: await preparedEmbedded() },
    );
    return { database, destroy: () => database.close() };
  }

  const name = `trademate_test_${randomUUID().replaceAll('-', '')}`;
  // A copy of the run's migrated and seeded template (test/template-database.ts) where there is
  // one: a file copy, not thirty migrations and the seed again.
  const template = empty ? null : inject('testTemplateDatabase');
  await withAdminClient((client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  if (!empty && !template) await prepare(database);
  return {
    database,
    url: url.toString(),
    async destroy() {
      await database.close();
      await withAdminClient((client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** The migrated and seeded in-memory database this worker copies for every embedded one. */
let preparedEmbeddedTarball: Promise<Blob> | undefined;

/**
 * The embedded counterpart of PostgreSQL's template (test/template-database.ts): made once per
 * worker, then each test's database is loaded from its tarball instead of running initdb, the
 * migrations and the seed again (seconds each time, against about one to load).
 */
function preparedEmbedded(): Promise<Blob> {
  preparedEmbeddedTarball ??= (async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await prepare(database);
      return (await database.snapshot!(async () => null)).tarball;
    } finally {
      await database.close();
    }
  })().catch((error: unknown) => {
    preparedEmbeddedTarball = undefined;
    throw error;
  });
  return preparedEmbeddedTarball;
}

async function prepare(database: Database) {
  await runMigrations(database);
  await seedReferenceData(database.db);
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The settings of a test app: API only (no built SPA), its files in `dataDir`, a fresh secret. */
export function testAppConfig(dataDir: string, env: Record<string, string | undefined> = {}) {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    }),
    webDistDir: null,
  };
}

/**
 * Every reply's status must be one its route's OpenAPI responses list: an undocumented one is
 * reported, by default with `console.error`, which fails the test that caused it. Every test app
 * has it, so every API test checks the document against what the routes answer.
 */
export function reportUndocumentedStatuses(
  app: FastifyInstance,
  report: (problem: string) => void = console.error,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { schema, method, url } = request.routeOptions;
    const documented = schema?.response as Record<string, unknown> | undefined;
    if (documented && !Object.hasOwn(documented, String(reply.statusCode))) {
      report(
        `${method} ${url} answered ${reply.statusCode}, which its OpenAPI responses do not list`,
      );
    }
    done();
  });
}

/** Staff routes that change no record: signing in and out, accepting an invitation. */
const UNAUDITED_STAFF_PATHS = /^\/api\/admin\/auth\//;

/**
 * Every staff request that changed something (a 2xx answer to POST, PUT, PATCH or DELETE under
 * `/api/admin`, sign-in aside) must have written its audit row with the request's id, in the
 * change's transaction (decision 030): a change without one is reported as `reportUndocumentedStatuses`
 * reports. Every test app has it, so every console test checks it.
 */
export function reportUnauditedStaffChanges(
  app: FastifyInstance,
  report: (problem: string) => void = console.error,
): void {
  // onSend: the handler (and its transaction) is done, and the answer waits for this check, so a
  // problem is reported within the request that caused it.
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    if (
      request.method === 'GET' ||
      !url.startsWith('/api/admin/') ||
      UNAUDITED_STAFF_PATHS.test(url) ||
      reply.statusCode >= 300
    ) {
      return payload;
    }
    const rows = await app.audit.findByRequest(request.id);
    if (rows.length === 0) {
      report(`${request.method} ${url} answered ${reply.statusCode} without an audit row`);
    }
    return payload;
  });
}

/** The passes a test app starts unless told otherwise. */
export const TEST_PASSES: readonly PassName[] = ['mail', 'push', 'payments'];

/**
 * The real application on a fresh database, uploads in a temp folder; API only unless
 * `webDistDir` names a built web app to serve. `options` as `buildApp` takes them: a Stripe
 * client pointed at a local server, say; `observe` sees the instance before any route is added (its
 * `onRoute` hooks see every route). The passes started are the mail and push senders and the
 * payments sweep unless `passes` says otherwise (`['push', 'payments']` keeps mail in the outbox
 * until the test calls `app.mail.deliverDue()`); the alerts and job outcomes passes run when the
 * test calls `app.alerts.sweep(now)` or `app.jobOutcomes.sweep(now)`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  {
    webDistDir = null,
    observe,
    passes = TEST_PASSES,
    report = console.error,
    embedded = false,
    ...options
  }: {
    webDistDir?: string | null;
    /** On in-memory PGlite even when the tests' server is PostgreSQL. */
    embedded?: boolean;
    /** Where the undocumented-status and unaudited-change checks report (default: a failure). */
    report?: (problem: string) => void;
  } & Pick<
    BuildAppOptions,
    | 'paymentProvider'
    | 'marketplaceProvider'
    | 'passes'
    | 'pushAgent'
    | 'observe'
    | 'pageRenderer'
    | 'log'
  > = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase({ embedded });
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-test-'));
  const config = { ...testAppConfig(dataDir, env), webDistDir };
  const app = await buildApp({
    config,
    database: testDatabase.database,
    observe: (app) => {
      reportUndocumentedStatuses(app, report);
      reportUnauditedStaffChanges(app, report);
      observe?.(app);
    },
    passes,
    ...options,
  });
  await app.ready();
  return {
    app,
    database: testDatabase.database,
    async close() {
      await app.close();
      await testDatabase.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TwoInstances {
  appA: FastifyInstance;
  appB: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two instances of the app on one fresh database, as behind a load balancer, with the same
 * settings (`env`) and secret. With `ownConnections` (PostgreSQL only) instance B opens its own
 * pool, as another server would; otherwise both share one.
 */
export async function buildTwoInstances(
  env: Record<string, string | undefined>,
  { ownConnections = false } = {},
): Promise<TwoInstances> {
  const testDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-test-'));
  // A channel of their own: other test files' instances on the same Redis stay out of theirs.
  const config = testAppConfig(dataDir, { REALTIME_CHANNEL: `test-${randomUUID()}`, ...env });
  const databaseOfB = ownConnections
    ? await openDatabase({ kind: 'postgres', url: testDatabase.url!, poolSize: 4 })
    : testDatabase.database;
  // Each app closes the database it is given; closing one twice is harmless.
  const appA = await buildApp({
    config,
    database: testDatabase.database,
    observe: (app) => reportUndocumentedStatuses(app),
  });
  const appB = await buildApp({
    config,
    database: databaseOfB,
    observe: (app) => reportUndocumentedStatuses(app),
  });
  await Promise.all([appA.ready(), appB.ready()]);
  return {
    appA,
    appB,
    async close() {
      await appB.close();
      await appA.close();
      await testDatabase.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
