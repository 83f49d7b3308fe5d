// The API part of `npm run bench`: 10,000 users and 100,000 jobs on PostgreSQL (each in a real
// suburb with its coordinates), then autocannon against a bare Fastify hello-world and the
// marketplace's busiest reads (the distance ones included), a query audit (statements per request
// and EXPLAIN of each) and p99 at a fixed 200 requests/s; then the new-job fan-out: `POST /api/job`
// with 2,000 matching professionals beside the same with none, and the time until the last alert
// of a job is queued.
import Fastify from 'fastify';
import {
  CONNECTIONS,
  DATABASE_PATH_ROUNDS,
  DURATION_SECONDS,
  FIXED_RATE,
  WARM_UP_SECONDS,
} from './bench-api-settings.mjs';
import { benchFanout } from './bench-fanout.mjs';
import {
  run,
  serverEnv,
  signIn,
  startBareRoute,
  startProcess,
  stop,
  waitFor,
} from './bench-process.mjs';
import { benchAccounts, prepareDatabase, withClient } from './bench-seed.mjs';

/**
 * Counts and EXPLAINs the statements one request sends with the page cache off (what a request
 * costs when its page is not in memory); a session's first request on an instance sends the
 * session lookup too.
 */
export async function auditQueries(url, root, server, endpoints, port) {
  let captured = [];
  const child = startProcess(
    process.execPath,
    [server],
    serverEnv(url, port, 'trace', { readCache: false, production: false }),
    root,
    (line) => {
      if (!line.includes('"msg":"sql"')) return;
      try {
        const entry = JSON.parse(line);
        if (entry.msg === 'sql') captured.push(entry);
      } catch {
        // not a log line of ours
      }
    },
  );
  const audit = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, child);
    await withClient(url, async (client) => {
      for (const endpoint of endpoints) {
        // The first request of a session on an instance also looks the session up (one statement
        // more); later ones find it in memory (decision 043).
        await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
        await new Promise((resolve) => setTimeout(resolve, 100));
        captured = [];
        const response = await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
        if (!response.ok)
          throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const statements = captured;
        const seqScans = [];
        const indexes = new Set();
        for (const statement of statements) {
          const { rows } = await client.query(
            `explain (format json) ${statement.query}`,
            statement.params,
          );
          const visit = (node) => {
            if (
              node['Node Type'] === 'Seq Scan' &&
              !['services', 'plans'].includes(node['Relation Name'])
            )
              seqScans.push(node['Relation Name']);
            if (node['Index Name']) indexes.add(node['Index Name']);
            for (const child of node.Plans ?? []) visit(child);
          };
          visit(rows[0]['QUERY PLAN'][0].Plan);
        }
        audit.push({
          name: endpoint.name,
          auditOnly: Boolean(endpoint.auditOnly),
          statements: statements.map(({ query, params }) => ({ query, params })),
          queries: statements.length,
          firstQueries: statements.length + 1,
          seqScans,
          indexes: [...indexes],
        });
      }
    });
  } finally {
    await stop(child);
  }
  return audit;
}

/** A bare Fastify hello-world on `port`: the yardstick every API figure is put beside. */
export function startHelloWorld(port) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return app.listen({ port, host: '127.0.0.1' }).then(() => app);
}

export function benchEndpoints({ tradieToken, apprenticeToken, clientToken, jobId }) {
  return [
    {
      name: 'job requests feed',
      path: '/api/jobRequest',
      headers: { authorization: tradieToken },
      isList: true,
      databasePath: true,
    },
    {
      name: 'professional directory',
      path: '/api/professional',
      headers: { authorization: apprenticeToken },
      isList: true,
      databasePath: true,
    },
    {
      name: 'job requests feed, within 50 km, nearest first',
      path: '/api/jobRequest?withinKm=50&sort=nearest',
      headers: { authorization: tradieToken },
      isList: true,
      showsIndexes: true,
    },
    {
      name: 'professional directory, within 50 km, nearest first',
      path: '/api/professional?withinKm=50&sort=nearest',
      headers: { authorization: apprenticeToken },
      isList: true,
      showsIndexes: true,
    },
    {
      name: 'job request detail',
      path: `/api/jobRequest/${jobId}`,
      headers: { authorization: tradieToken },
      isList: false,
      databasePath: true,
    },
    // Counted and EXPLAINed only: the pages everyone opens that are never kept in memory.
    { name: 'chats', path: '/api/chat', headers: { authorization: tradieToken }, auditOnly: true },
    {
      name: 'notifications',
      path: '/api/notification/getMyOldNotifications',
      headers: { authorization: tradieToken },
      auditOnly: true,
    },
    {
      name: 'my jobs (client)',
      path: '/api/job/mine',
      headers: { authorization: clientToken },
      auditOnly: true,
    },
    {
      name: 'job history',
      path: '/api/jobHistory',
      headers: { authorization: tradieToken },
      auditOnly: true,
    },
  ];
}

export const emptyTally = () => ({ requests: 0, seconds: 0, non2xx: 0, errors: 0 });

/** Adds one autocannon run to a tally; `rps` is the tally's requests per second so far. */
export function addTally(tally, result) {
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.rps = tally.requests / tally.seconds;
}

/**
 * The database path: with no page in memory, each of the feed, the directory and a job request's
 * detail beside a bare Fastify route running the statements the query audit captured for it
 * through `pg` (`bench-bare-route.mjs`), and hello-world, in turns within one run.
 */
async function benchDatabasePath({ url, root, server, port, endpoints, audit }) {
  const measured = endpoints.filter((endpoint) => endpoint.databasePath);
  const bareRoutes = measured.map((endpoint, index) => ({
    path: `/bare/${index}`,
    statements: audit.find((entry) => entry.name === endpoint.name).statements,
  }));
  const apiPort = port;
  const barePort = port + 4;
  const helloPort = port + 5;
  const api = startProcess(
    process.execPath,
    [server],
    serverEnv(url, apiPort, 'warn', { readCache: false }),
    root,
  );
  const bare = startBareRoute({
    root,
    url,
    port: barePort,
    routes: bareRoutes,
    onStderrLine: () => {},
  });
  const hello = await startHelloWorld(helloPort);
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api);
    await waitFor(`http://127.0.0.1:${barePort}${bareRoutes[0].path}`, bare);
    const load = (target, headers, duration = DURATION_SECONDS) =>
      run({ url: target, headers, connections: CONNECTIONS, duration });
    const helloResult = await load(`http://127.0.0.1:${helloPort}/`);
    // The bare route and the API take turns in short rounds, so both meet the same moments of a
    // shared machine; each side's rate is its requests over its seconds.
    const roundSeconds = Math.max(1, Math.round(DURATION_SECONDS / DATABASE_PATH_ROUNDS));
    const rows = [];
    for (const [index, endpoint] of measured.entries()) {
      const total = { api: emptyTally(), bare: emptyTally() };
      // Each side answers for a second unmeasured first: its code compiled, its statement
      // prepared on every pooled connection and its generic plan settled, as in a running server.
      await load(`http://127.0.0.1:${barePort}${bareRoutes[index].path}`, {}, WARM_UP_SECONDS);
      await load(`http://127.0.0.1:${apiPort}${endpoint.path}`, endpoint.headers, WARM_UP_SECONDS);
      for (let round = 0; round < DATABASE_PATH_ROUNDS; round += 1) {
        addTally(
          total.bare,
          await load(`http://127.0.0.1:${barePort}${bareRoutes[index].path}`, {}, roundSeconds),
        );
        addTally(
          total.api,
          await load(`http://127.0.0.1:${apiPort}${endpoint.path}`, endpoint.headers, roundSeconds),
        );
      }
      rows.push({ name: endpoint.name, api: total.api, bare: total.bare });
    }
    return { hello: helloResult, rows };
  } finally {
    await hello.close();
    await stop(api);
    await stop(bare);
  }
}

export async function benchApi({
  root,
  server,
  adminUrl,
  fanoutOnly = false,
  databasePathOnly = false,
  reuseDatabase = false,
}) {
  const port = Number(process.env.BENCH_PORT ?? 3421);
  const base = `http://127.0.0.1:${port}`;
  const url = await prepareDatabase(adminUrl, root, server, port, reuseDatabase);
  if (fanoutOnly) {
    return { results: [], audit: [], fanout: await benchFanout(url, root, server, port + 3) };
  }
  const accounts = await withClient(url, benchAccounts);

  let child = startProcess(process.execPath, [server], serverEnv(url, port, 'warn'), root);
  let endpoints;
  try {
    await waitFor(`${base}/api/health`, child);
    endpoints = benchEndpoints({
      tradieToken: await signIn(base, accounts.tradieEmail),
      apprenticeToken: await signIn(base, accounts.apprenticeEmail),
      clientToken: await signIn(base, accounts.clientEmail),
      jobId: accounts.jobId,
    });
    for (const endpoint of endpoints) {
      const response = await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
      if (!response.ok)
        throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
    }
  } catch (error) {
    await stop(child);
    throw error;
  }
  if (databasePathOnly) {
    await stop(child);
    const audit = await auditQueries(url, root, server, endpoints, port + 2);
    const databasePath = await benchDatabasePath({ url, root, server, port, endpoints, audit });
    return { results: [], audit, databasePath, fanout: null };
  }

  const hello = await startHelloWorld(port + 1);
  try {
    const results = [];
    const helloResult = await run({
      url: `http://127.0.0.1:${port + 1}/`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    results.push({ name: 'bare Fastify hello-world', result: helloResult });
    for (const endpoint of endpoints.filter((entry) => !entry.auditOnly)) {
      const result = await run({
        url: `${base}${endpoint.path}`,
        headers: endpoint.headers,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      });
      const fixed = await run({
        url: `${base}${endpoint.path}`,
        headers: endpoint.headers,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        overallRate: FIXED_RATE,
      });
      results.push({ ...endpoint, result, fixed });
    }
    await stop(child);

    // The same lists with the page cache off: every request reads its page from the database.
    child = startProcess(
      process.execPath,
      [server],
      serverEnv(url, port, 'warn', { readCache: false }),
      root,
    );
    await waitFor(`${base}/api/health`, child);
    for (const row of results.filter((entry) => entry.isList)) {
      row.uncached = await run({
        url: `${base}${row.path}`,
        headers: row.headers,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      });
    }
    await stop(child);
    const audit = await auditQueries(url, root, server, endpoints, port + 2);
    const databasePath = await benchDatabasePath({ url, root, server, port, endpoints, audit });
    const fanout = await benchFanout(url, root, server, port + 3);
    return { results, audit, databasePath, fanout, helloRps: helloResult.requests.average };
  } finally {
    await hello.close();
    await stop(child);
  }
}
