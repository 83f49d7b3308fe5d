// The capacity part of `npm run bench` (alone: `npm run bench -- --capacity-only`): how many
// concurrent signed-in users one instance of the built server serves with p99 ≤ 200 ms over all
// requests and no errors, and how many two instances sharing PostgreSQL and Redis serve, on this
// machine; beside a bare Fastify hello-world and a bare route (the job requests feed's statements
// through pg) of the same run, so that a run on another machine can be compared.
//
// Each user is a seeded account with a live session (its token signed as the server signs them),
// has a Socket.IO socket (WebSocket) and loops over its class's actions with exponentially
// distributed think times (scripts/bench-capacity-actions.mjs): 60% browse, 20% chat, 10% post
// jobs or contact clients and quote, 10% read notifications; messages and quotes stay under the
// server's per-account rate limits, so no limit needs raising. The users come from a load
// generator in a process of its own (scripts/bench-capacity-load.mjs). The number of users doubles
// from 100 until a step fails, then two steps of bisection; with two instances, from the one
// instance's figure. Each step is measured for 20 s once its sockets are connected and 5 s have
// passed; the CPU of each side (/proc) and each instance's pool and event loop (its Prometheus
// metrics) are read meanwhile. Each phase starts on a vacuumed, analysed database.
//
// Reports figures; no budget. Environment: CAPACITY_THINK_MS (mean think time, default 5000),
// CAPACITY_STEPS (e.g. "800,1600": these steps instead of the search, for both phases),
// CAPACITY_CPU_PROF (a folder: the one instance runs under `node --cpu-prof` and writes its
// profile there on exit), BENCH_CAPACITY_PORT (default 3441; the instances take it and the next
// two, their metrics 10 above, the yardsticks 3 to 5 above), BENCH_REDIS_URL.
import { loadavg } from 'node:os';
import { auditQueries, startHelloWorld } from './bench-api.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARM_UP_SECONDS } from './bench-api-settings.mjs';
import { cpuOf, sampleInstances } from './bench-capacity-probe.mjs';
import { prepareCapacityDatabase, scenarioUsers } from './bench-capacity-seed.mjs';
import { run, serverEnv, startBareRoute, stop, waitFor } from './bench-process.mjs';
import {
  hardFileLimit,
  spawnNode,
  startLoadGenerator,
  stopLoadGenerator,
} from './bench-realtime.mjs';
import { withClient } from './bench-seed.mjs';

export { reportCapacity } from './bench-capacity-report.mjs';

const THINK_MS = Number(process.env.CAPACITY_THINK_MS ?? 5_000);
const P99_LIMIT_MS = 200;
const SETTLE_MS = 5_000;
/**
 * A new instance first serves the first step's users this long unmeasured: its first requests
 * compile their code paths and fill its caches, which a running instance has long done.
 */
const WARM_UP_MS = 15_000;
const MEASURE_MS = 20_000;
const FIRST_STEP = 100;
const BISECTIONS = 2;
/** Socket handshakes the load generator keeps in flight while users join. */
const IN_FLIGHT = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An instance of the built server on PostgreSQL with Redis, its Prometheus metrics on a listener
 * of their own (`port` + 10), under `node --cpu-prof` if asked.
 */
function startInstance({ root, server, url, port, redisUrl, profileDir }) {
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return spawnNode(
    root,
    [...flags, server],
    {
      ...serverEnv(url, port, 'warn'),
      REDIS_URL: redisUrl,
      // The bench's instances keep to a channel of their own on a Redis others may be using.
      REALTIME_CHANNEL: `bench-capacity-${process.pid}`,
      METRICS_PORT: String(port + 10),
    },
    ['ignore', 'ignore', 'inherit'],
  );
}

/**
 * Hello-world (bare Fastify) and a bare route running the statements the job requests feed sends
 * (captured by the API bench's query audit) through pg, each under autocannon: the machine's
 * yardsticks, measured in this run.
 */
async function yardsticks({ root, server, url, port, token }) {
  const endpoint = {
    name: 'job requests feed',
    path: '/api/jobRequest',
    headers: { authorization: token },
  };
  // The audit hears (and EXPLAINs) every statement of its instance meanwhile: a background pass's
  // (the mail and alert outboxes an earlier run left) is not the feed's, and one it cannot
  // EXPLAIN (a `begin`) fails the audit, which is then made again.
  let audit;
  for (let attempt = 1; !audit; attempt += 1) {
    try {
      [audit] = await auditQueries(url, root, server, [endpoint], port + 5);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const statements = audit.statements.filter(
    (statement) =>
      !/mail_outbox|push_outbox|job_alert_fanouts|pending_alert_mails/.test(statement.query),
  );
  const barePort = port + 4;
  const bare = startBareRoute({
    root,
    url,
    port: barePort,
    routes: [{ path: '/bare/feed', statements }],
    onStderrLine: () => {},
  });
  const hello = await startHelloWorld(port + 3);
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/bare/feed`;
    await waitFor(bareUrl, bare);
    const load = (target, duration) => run({ url: target, connections: CONNECTIONS, duration });
    const helloResult = await load(`http://127.0.0.1:${port + 3}/`, DURATION_SECONDS);
    await load(bareUrl, WARM_UP_SECONDS);
    const bareResult = await load(bareUrl, DURATION_SECONDS);
    return {
      helloRps: helloResult.requests.average,
      bareRps: bareResult.requests.average,
      bareErrors: bareResult.non2xx + bareResult.errors,
      bareStatements: statements.length,
    };
  } finally {
    await hello.close();
    await stop(bare);
  }
}

/**
 * One step: `count` users live (joining or leaving), 5 s to settle, then 20 s measured: the
 * generator's figures, the sockets that did not connect, and the CPU each side used meanwhile.
 */
async function measureStep(load, count, servers, metricsUrls) {
  const opened = await load.order('ramp', { count, inFlight: IN_FLIGHT });
  await sleep(SETTLE_MS);
  const groups = { server: servers.map((child) => child.pid), generator: [load.child.pid] };
  const before = cpuOf(groups);
  const startedAt = performance.now();
  await load.order('begin', {});
  const sampler = sampleInstances(metricsUrls);
  await sleep(MEASURE_MS);
  const after = cpuOf(groups);
  const wallMs = performance.now() - startedAt;
  const instances = await sampler.stop();
  const result = await load.order('end', {});
  const cpu = Object.fromEntries(
    Object.keys(before).map((key) => [key, (after[key] - before[key]) / wallMs]),
  );
  const errors =
    result.unexpected + result.network + result.timeouts + result.socketDrops + opened.down;
  const pass = errors === 0 && result.all.p99 !== null && result.all.p99 <= P99_LIMIT_MS;
  const step = { users: count, opened, ...result, errors, cpu, instances, pass };
  const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
  console.log(
    `  ${count} users: ${Math.round(result.rps)} req/s, p50 ${ms(result.all.p50)}, p99 ${ms(result.all.p99)}, ${errors} errors ${pass ? '✓' : '✗'}`,
  );
  return step;
}

/**
 * The search: doubling from `start` while steps pass (up to `max` users), then bisection between
 * the last passing and the first failing step; or the fixed `CAPACITY_STEPS`.
 */
async function search(measure, start, max) {
  const fixed = process.env.CAPACITY_STEPS;
  const steps = [];
  if (fixed) {
    for (const count of fixed.split(',').map(Number))
      steps.push(await measure(Math.min(count, max)));
    return steps;
  }
  let passing = 0;
  let failing = null;
  let count = start;
  for (;;) {
    const step = await measure(count);
    steps.push(step);
    if (step.pass) {
      passing = Math.max(passing, count);
      if (failing !== null || count === max) break;
      count = Math.min(count * 2, max);
    } else {
      failing = failing === null ? count : Math.min(failing, count);
      // A first step that fails: halve until one passes.
      if (passing > 0 || count <= FIRST_STEP) break;
      count = Math.max(FIRST_STEP, Math.round(count / 2 / FIRST_STEP) * FIRST_STEP);
    }
  }
  for (let i = 0; i < BISECTIONS && failing !== null && passing > 0; i += 1) {
    const middle = Math.round((passing + failing) / 2 / FIRST_STEP) * FIRST_STEP;
    if (middle <= passing || middle >= failing) break;
    const step = await measure(middle);
    steps.push(step);
    if (step.pass) passing = middle;
    else failing = middle;
  }
  return steps;
}

/**
 * The scenario against `bases` (one instance, or two the users alternate between, as a balancer
 * would): the generator's users ramped through the search, and every step's figures.
 */
async function phase({ load, url, ports, servers, start, max }) {
  // This PostgreSQL may run without autovacuum: each phase starts on a database vacuumed and
  // analysed, as autovacuum would keep it, not on the dead rows of the phase before.
  await withClient(url, (client) => client.query('vacuum (analyze)'));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const metricsUrls = ports.map((port) => `http://127.0.0.1:${port + 10}/metrics`);
  await Promise.all(bases.map((base, index) => waitFor(`${base}/api/health`, servers[index])));
  await load.order('target', { bases });
  try {
    await load.order('ramp', { count: start, inFlight: IN_FLIGHT });
    await sleep(WARM_UP_MS);
    return await search((count) => measureStep(load, count, servers, metricsUrls), start, max);
  } finally {
    await load.order('ramp', { count: 0, inFlight: IN_FLIGHT });
  }
}

/** The largest passing step of a phase (null when none passed). */
function largestPassing(steps) {
  return steps.filter((step) => step.pass).sort((a, b) => b.users - a.users)[0] ?? null;
}

/**
 * The capacity scenario: its database and users, the yardsticks, then one instance and two
 * instances ramped through the search; every step's figures, for `reportCapacity`.
 */
export async function benchCapacity({ root, server, adminUrl, reuseDatabase = false }) {
  const load1 = loadavg();
  const port = Number(process.env.BENCH_CAPACITY_PORT ?? 3441);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const url = await prepareCapacityDatabase({ adminUrl, root, server, port, reuse: reuseDatabase });
  const { users, services } = await scenarioUsers(url, root);
  const max = Math.floor(users.length / FIRST_STEP) * FIRST_STEP;
  if (hardFileLimit() < max + 1_000)
    throw new Error(`The open-files hard limit (ulimit -Hn) is below ${max + 1_000}`);
  const tradie = users.find((user) => user.cls === 'browse' && user.type === 'tradie');
  console.log(
    `Capacity: ${users.length.toLocaleString('en-AU')} scenario users; hello-world and the bare route…`,
  );
  const yardstick = await yardsticks({ root, server, url, port, token: tradie.token });

  const load = startLoadGenerator(root, 'scripts/bench-capacity-load.mjs');
  const profileDir = process.env.CAPACITY_CPU_PROF;
  let single;
  let pair;
  try {
    await load.order('configure', { users, thinkMs: THINK_MS, services });
    console.log('Capacity: one instance…');
    const one = startInstance({ root, server, url, port, redisUrl, profileDir });
    try {
      single = await phase({ load, url, ports: [port], servers: [one], start: FIRST_STEP, max });
    } finally {
      await stop(one);
    }
    console.log('Capacity: two instances sharing PostgreSQL and Redis…');
    const start = largestPassing(single)?.users ?? FIRST_STEP;
    const a = startInstance({ root, server, url, port: port + 1, redisUrl });
    const b = startInstance({ root, server, url, port: port + 2, redisUrl });
    try {
      pair = await phase({ load, url, ports: [port + 1, port + 2], servers: [a, b], start, max });
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  } finally {
    await stopLoadGenerator(load);
  }
  return {
    loadAverage: load1,
    users: users.length,
    max,
    yardstick,
    single,
    pair,
    settings: {
      thinkMs: THINK_MS,
      settleMs: SETTLE_MS,
      warmUpMs: WARM_UP_MS,
      measureMs: MEASURE_MS,
      p99LimitMs: P99_LIMIT_MS,
    },
  };
}
