// The embedded database against PostgreSQL: the same volume (10,000 users, 100,000 jobs…) seeded
// into a fresh PGlite data folder, then the reads of the database path (the job requests feed, the
// professional directory, a job request's detail), with no page in memory, on a server over the
// embedded database and one over PostgreSQL in turns. Budget: the embedded database reaches at
// least a third of PostgreSQL's requests per second on each.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { addTally, benchEndpoints, emptyTally } from './bench-api.mjs';
import {
  CONNECTIONS,
  DATABASE_PATH_ROUNDS,
  DURATION_SECONDS,
  WARM_UP_SECONDS,
} from './bench-api-settings.mjs';
import { run, serverEnv, signIn, startProcess, stop, waitFor } from './bench-process.mjs';
import { benchAccounts, prepareDatabase, seedVolume, withClient } from './bench-seed.mjs';

/** The embedded database must reach this share of PostgreSQL's requests per second. */
const MIN_SHARE_OF_POSTGRES = 1 / 3;
/** Written into a reused data folder once its volume is in. */
const SEEDED_MARKER = 'bench-seeded';

/**
 * The server over the embedded database in `dataDir`: `serverEnv`'s production settings without
 * DATABASE_URL. `extraArgs` go to node (e.g. `--cpu-prof`).
 */
function embeddedServer({ root, server, dataDir, port, readCache, extraArgs = [] }) {
  return startProcess(
    process.execPath,
    [...extraArgs, server],
    { ...serverEnv('', port, 'warn', { readCache }), DATA_DIR: dataDir },
    root,
  );
}

/**
 * A data folder holding the bench volume: the server's first start migrates and seeds the
 * reference data, then the volume goes in through PGlite opened on the folder directly (the
 * server stopped: it locks the folder). With `reuse`, a folder seeded by an earlier run is kept.
 */
async function prepareEmbedded({ root, server, port, reuse, name }) {
  const dataDir = reuse
    ? join(tmpdir(), `${name}-embedded`)
    : mkdtempSync(join(tmpdir(), `${name}-embedded-`));
  if (reuse && existsSync(join(dataDir, SEEDED_MARKER))) {
    console.log(`\nEmbedded: reusing the seeded data folder ${dataDir}`);
    return { dataDir, seedSeconds: null };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `\nEmbedded: preparing PGlite in ${dataDir} (migrations, 10,000 users, 100,000 jobs)…`,
  );
  const child = embeddedServer({ root, server, dataDir, port, readCache: true });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health/ready`, child);
  } finally {
    await stop(child);
  }
  const started = performance.now();
  const db = new PGlite(join(dataDir, 'db'));
  const timings = [];
  try {
    await db.waitReady;
    // Each statement timed, so a slow one on the embedded database is named.
    const timed = {
      async query(text, params) {
        const from = performance.now();
        const result = await db.query(text, params);
        timings.push({ text, ms: performance.now() - from });
        return result;
      },
    };
    await seedVolume(timed, root);
  } finally {
    await db.close();
  }
  const seedSeconds = Math.round((performance.now() - started) / 1000);
  console.log(`  seeded in ${seedSeconds} s; the slowest statements:`);
  for (const { text, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, 4)) {
    console.log(`    ${(ms / 1000).toFixed(1)} s  ${text.replace(/\s+/g, ' ').slice(0, 90)}…`);
  }
  if (reuse) writeFileSync(join(dataDir, SEEDED_MARKER), new Date().toISOString());
  return { dataDir, seedSeconds };
}

async function accountsOfEmbedded(dataDir) {
  const db = new PGlite(join(dataDir, 'db'));
  try {
    await db.waitReady;
    return await benchAccounts(db);
  } finally {
    await db.close();
  }
}

/** The database-path endpoints of a running server, signed in as its own bench accounts. */
async function endpointsOf(base, accounts) {
  const endpoints = benchEndpoints({
    tradieToken: await signIn(base, accounts.tradieEmail),
    apprenticeToken: await signIn(base, accounts.apprenticeEmail),
    clientToken: await signIn(base, accounts.clientEmail),
    jobId: accounts.jobId,
  }).filter((endpoint) => endpoint.databasePath);
  for (const endpoint of endpoints) {
    const response = await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
    if (!response.ok)
      throw new Error(`${base}${endpoint.path}: ${response.status} ${await response.text()}`);
  }
  return endpoints;
}

/**
 * `reusePostgres`: measure on the PostgreSQL bench database an earlier part (or run) seeded;
 * `reuseDatabase`: the embedded data folder of an earlier run too. Ports: BENCH_PORT for the
 * embedded server, the next one for PostgreSQL's.
 */
export async function benchEmbedded({
  root,
  server,
  adminUrl,
  reuseDatabase = false,
  reusePostgres = reuseDatabase,
}) {
  const port = Number(process.env.BENCH_PORT ?? 3421);
  const name = process.env.BENCH_DATABASE_NAME ?? 'trademate_bench';
  const postgresUrl = await prepareDatabase(adminUrl, root, server, port, reusePostgres);
  const { dataDir, seedSeconds } = await prepareEmbedded({
    root,
    server,
    port,
    reuse: reuseDatabase,
    name,
  });
  const embeddedAccounts = await accountsOfEmbedded(dataDir);
  const postgresAccounts = await withClient(postgresUrl, benchAccounts);

  const embeddedPort = port;
  const postgresPort = port + 1;
  // `BENCH_CPU_PROFILE=dir` writes the embedded server's CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const embedded = embeddedServer({
    root,
    server,
    dataDir,
    port: embeddedPort,
    readCache: false,
    extraArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const postgres = startProcess(
    process.execPath,
    [server],
    serverEnv(postgresUrl, postgresPort, 'warn', { readCache: false }),
    root,
  );
  try {
    const embeddedBase = `http://127.0.0.1:${embeddedPort}`;
    const postgresBase = `http://127.0.0.1:${postgresPort}`;
    await waitFor(`${embeddedBase}/api/health/ready`, embedded);
    await waitFor(`${postgresBase}/api/health`, postgres);
    const sides = {
      embedded: await endpointsOf(embeddedBase, embeddedAccounts),
      postgres: await endpointsOf(postgresBase, postgresAccounts),
    };
    const load = (target, headers, duration) =>
      run({ url: target, headers, connections: CONNECTIONS, duration });
    // Both servers take turns in short rounds, so both meet the same moments of a shared machine.
    const roundSeconds = Math.max(1, Math.round(DURATION_SECONDS / DATABASE_PATH_ROUNDS));
    const rows = [];
    for (const [index, endpoint] of sides.embedded.entries()) {
      const total = { embedded: emptyTally(), postgres: emptyTally() };
      const other = sides.postgres[index];
      // Each side answers for a second unmeasured first (code compiled, statements prepared).
      await load(`${postgresBase}${other.path}`, other.headers, WARM_UP_SECONDS);
      await load(`${embeddedBase}${endpoint.path}`, endpoint.headers, WARM_UP_SECONDS);
      for (let round = 0; round < DATABASE_PATH_ROUNDS; round += 1) {
        addTally(
          total.postgres,
          await load(`${postgresBase}${other.path}`, other.headers, roundSeconds),
        );
        addTally(
          total.embedded,
          await load(`${embeddedBase}${endpoint.path}`, endpoint.headers, roundSeconds),
        );
      }
      rows.push({ name: endpoint.name, ...total });
    }
    return { rows, seedSeconds };
  } finally {
    await stop(embedded);
    await stop(postgres);
    if (!reuseDatabase) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table; returns whether the embedded database reaches its share on every endpoint. */
export function reportEmbedded({ rows, seedSeconds }) {
  console.log(
    `\nThe embedded database (PGlite) beside PostgreSQL, the same volume, READ_CACHE_SIZE=0 on both, in ${DATABASE_PATH_ROUNDS} turns each; autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s for each side:`,
  );
  console.log(
    `\n| endpoint | req/s on PostgreSQL | req/s embedded | share (budget ≥ ${Math.round(MIN_SHARE_OF_POSTGRES * 100)}%) |`,
  );
  console.log('| --- | --- | --- | --- |');
  let ok = true;
  for (const row of rows) {
    const share = row.embedded.rps / row.postgres.rps;
    const errors =
      row.embedded.non2xx + row.embedded.errors + row.postgres.non2xx + row.postgres.errors;
    const shareOk = share >= MIN_SHARE_OF_POSTGRES;
    ok &&= shareOk && errors === 0;
    console.log(
      `| ${row.name} | ${Math.round(row.postgres.rps)} | ${Math.round(row.embedded.rps)} | ${Math.round(share * 100)}% ${shareOk ? '✓' : '✗'} |` +
        (errors ? ` (${errors} failed requests ✗)` : ''),
    );
  }
  if (seedSeconds !== null) console.log(`\nThe embedded volume was seeded in ${seedSeconds} s.`);
  console.log(
    `\nBudget: the embedded database ≥ ${Math.round(MIN_SHARE_OF_POSTGRES * 100)}% of PostgreSQL's req/s on each endpoint.`,
  );
  return ok;
}
