// Measures TradeMate's budgets (ARCHITECTURE.md section 7). Prints a table; exits 1 if a budget fails.
//   npm run bench                  (everything)
//   npm run bench -- --fanout-only (the new-job fan-out alone)
//   npm run bench -- --database-path-only (the reads with no page in memory beside a bare route,
//                                          and the query audit)
//   npm run bench -- --embedded-only (the same reads on the embedded database beside PostgreSQL)
//   … --reuse-database             (keep the seeded bench database of an earlier run, and with
//                                   --embedded-only the seeded embedded data folder)
//   npm run bench -- --realtime-only (real time alone: sockets' memory, connection rate, latency)
//   npm run bench -- --capacity-only (concurrent signed-in users one instance and two serve with
//                                     p99 ≤ 200 ms and no errors, beside hello-world; figures only;
//                                     with --reuse-database, its seeded database of an earlier run)
//   npm run bench -- --cls-only    (the layout shift of the first load of each page alone)
//   npm run bench -- --lighthouse-only (Lighthouse's mobile scores of each page alone;
//                                       LIGHTHOUSE_RUNS runs each, default 3;
//                                       LIGHTHOUSE_ONLY=a|b: the pages labelled so)
//   npm run bench -- --inp-only    (Interaction to Next Paint of the everyday interactions alone;
//                                   INP_RUNS runs each, default 3; INP_ONLY=a|b: those labelled
//                                   so)
//   npm run bench -- --main-thread-only (each page's main-thread work during its load, from a
//                                        trace without throttling; MAIN_THREAD_RUNS runs each,
//                                        default 5; MAIN_THREAD_ONLY=a|b: the pages labelled so)
//   npm run bench -- --bundle-only (the home route's JavaScript and the lazy chunks' sizes alone)
//   npm run bench -- --startup-only (start to first request on a new and on an existing embedded
//                                    database alone: STARTUP_RUNS runs of each, default 5, median)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchApi } from './bench-api.mjs';
import { reportApi } from './bench-api-report.mjs';
import { benchCapacity, reportCapacity } from './bench-capacity.mjs';
import { benchCls, reportCls } from './bench-cls.mjs';
import { benchEmbedded, reportEmbedded } from './bench-embedded.mjs';
import { benchInp, reportInp } from './bench-inp.mjs';
import { benchLighthouse, reportLighthouse } from './bench-lighthouse.mjs';
import { benchMainThread, reportMainThread } from './bench-main-thread.mjs';
import { spawnEmbeddedServer } from './bench-pages.mjs';
import { benchRealtime, reportRealtime } from './bench-realtime.mjs';
import { measureSchemaFreePages, reportSchemaFreePages } from './bench-schema-free-pages.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist');
const server = join(root, 'apps/api/dist/server.js');
const HOME_JS_BUDGET_BYTES = 100_000;
/** From starting the built server to its first answer: on a new embedded database, an existing one. */
const NEW_START_BUDGET_MS = 2_000;
const EXISTING_START_BUDGET_MS = 2_000;
const CHUNK_BUDGET_BYTES = 30_000;

function build() {
  process.stdout.write('Building…\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Every JS file the browser fetches to show `/`: the entry, the home page chunk and their imports. */
function homeRouteScripts() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('app/routes/home-page.tsx'));
  if (!homeKey) throw new Error('The home page chunk is not in the build manifest');
  // Lazy chunks are named by their hash alone (vite.config.ts); the table names them by module.
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, chunk.name ?? key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(homeKey);
  return [...files].filter(([file]) => file.endsWith('.js'));
}

/** What the server sends a gzip client: the precompressed .gz written at build time. */
function gzipSize(path) {
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
}

function measureHomeJs() {
  const rows = homeRouteScripts().map(([file, name]) => {
    const path = join(webDist, file);
    return { file: `${file} (${name})`, raw: statSync(path).size, gzip: gzipSize(path) };
  });
  return { rows, total: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

/**
 * Every lazy chunk (a page, or code pages share) over its budget, named by its module from the
 * manifest. The entry is measured with the home route.
 */
function measureChunks() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const names = new Map(
    Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? chunk.name ?? key]),
  );
  const assets = join(webDist, 'assets');
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js') && !file.startsWith('index-'))
    .map((file) => ({
      file,
      name: names.get(`assets/${file}`) ?? file,
      gzip: gzipSize(join(assets, file)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    count: chunks.length,
    largest: chunks[0],
    over: chunks.filter((chunk) => chunk.gzip > CHUNK_BUDGET_BYTES),
  };
}

/** Prints the home route's, the chunks' and the schema-free pages' rows; true when all are met. */
function reportBundle() {
  const home = measureHomeJs();
  const chunks = measureChunks();
  for (const chunk of chunks.over)
    console.log(`  over budget: ${chunk.file} (${chunk.name}) ${kb(chunk.gzip)}`);
  const homeOk = home.total <= HOME_JS_BUDGET_BYTES;
  const chunksOk = chunks.over.length === 0;
  console.log(
    `| home route JS, gzip | ${kb(home.total)} | ≤ ${kb(HOME_JS_BUDGET_BYTES)} ${homeOk ? '✓' : '✗'} |`,
  );
  console.log(
    `| largest of ${chunks.count} lazy chunks, gzip (${chunks.largest.name}) | ${kb(chunks.largest.gzip)} | ≤ ${kb(CHUNK_BUDGET_BYTES)} each ${chunksOk ? '✓' : `✗ (${chunks.over.length} over)`} |`,
  );
  const schemaFreeOk = reportSchemaFreePages(measureSchemaFreePages(webDist));
  return homeOk && chunksOk && schemaFreeOk;
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The server did not answer /api/health in time');
}

/**
 * Milliseconds from spawning the server to its first successful /api/health answer, and to its
 * first `ready` one (on a first start, once the demo data written after the first answer is in).
 */
async function measureStartup(dataDir, port) {
  const started = performance.now();
  const child = spawnEmbeddedServer({ root, server, port, dataDir });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 60_000);
    const firstAnswer = Math.round(performance.now() - started);
    await waitForHealth(`http://127.0.0.1:${port}/api/health/ready`, child, 120_000);
    return { firstAnswer, ready: Math.round(performance.now() - started) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The median of a list of numbers (the mean of the middle two for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * Start to first request `runs` times on a new embedded database (a fresh empty data folder each
 * time) and as many times on an existing one (the folder the first run left), alternating.
 */
async function measureStartups(runs) {
  const startPort = Number(process.env.BENCH_PORT ?? 3421) - 10;
  const newStarts = [];
  const existingStarts = [];
  let existingDir;
  try {
    for (let run = 0; run < runs; run += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'trademate-bench-'));
      try {
        newStarts.push(await measureStartup(dataDir, startPort));
      } finally {
        if (existingDir) rmSync(dataDir, { recursive: true, force: true });
        else existingDir = dataDir;
      }
      existingStarts.push(await measureStartup(existingDir, startPort));
    }
  } finally {
    if (existingDir) rmSync(existingDir, { recursive: true, force: true });
  }
  return { newStarts, existingStarts };
}

function reportStartups({ newStarts: newRuns, existingStarts: existingRuns }) {
  const newStarts = newRuns.map((run) => run.firstAnswer);
  const existingStarts = existingRuns.map((run) => run.firstAnswer);
  const newReady = newRuns.map((run) => run.ready);
  const newMs = median(newStarts);
  const existingMs = median(existingStarts);
  const newOk = newMs <= NEW_START_BUDGET_MS;
  const existingOk = existingMs <= EXISTING_START_BUDGET_MS;
  const runs = (values) =>
    values.length > 1 ? ` (median of ${values.length}: ${values.join(', ')})` : '';
  console.log(
    `| start to first request, new embedded database (migrations and reference data) | ${newMs} ms${runs(newStarts)} | ≤ ${NEW_START_BUDGET_MS} ms ${newOk ? '✓' : '✗'} |`,
  );
  console.log(
    `| start to ready, new embedded database (the demo data written after the first answer) | ${median(newReady)} ms${runs(newReady)} | (no budget) |`,
  );
  console.log(
    `| start to first request, existing embedded database | ${existingMs} ms${runs(existingStarts)} | ≤ ${EXISTING_START_BUDGET_MS} ms ${existingOk ? '✓' : '✗'} |`,
  );
  return newOk && existingOk;
}

const STARTUP_RUNS = Number(process.env.STARTUP_RUNS ?? 5);

async function measureWeb() {
  const home = measureHomeJs();
  const startups = await measureStartups(STARTUP_RUNS);

  console.log('\nHome route JavaScript (gzip, as served):');
  for (const row of home.rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.gzip).padStart(9)}`);
  console.log('\n| measure | result | budget |');
  console.log('| --- | --- | --- |');
  const bundleOk = reportBundle();
  const startupOk = reportStartups(startups);
  return bundleOk && startupOk;
}

// `--fanout-only`: the new-job fan-out alone (a few minutes instead of a quarter of an hour).
const fanoutOnly = process.argv.includes('--fanout-only');
const databasePathOnly = process.argv.includes('--database-path-only');
const embeddedOnly = process.argv.includes('--embedded-only');
const realtimeOnly = process.argv.includes('--realtime-only');
const capacityOnly = process.argv.includes('--capacity-only');
const reuseDatabase = process.argv.includes('--reuse-database');
if (!process.argv.includes('--no-build') || !existsSync(server)) build();

// PostgreSQL for the API measurements: BENCH_DATABASE_URL names a server where the bench may create
// and drop its own database (trademate_bench, or BENCH_DATABASE_NAME).
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// `--realtime-only`: the real-time measures alone (Redis at BENCH_REDIS_URL, ports from
// BENCH_REALTIME_PORT).
if (realtimeOnly) {
  const realtimeOk = reportRealtime(await benchRealtime({ root, server, adminUrl }));
  process.exit(realtimeOk ? 0 : 1);
}

// `--capacity-only`: the capacity scenario alone (Redis at BENCH_REDIS_URL, ports from
// BENCH_CAPACITY_PORT); it reports figures and sets no budget.
if (capacityOnly) {
  reportCapacity(await benchCapacity({ root, server, adminUrl, reuseDatabase }));
  process.exit(0);
}

// `--embedded-only`: the database path's reads on the embedded database beside PostgreSQL alone.
if (embeddedOnly) {
  const embeddedOk = reportEmbedded(await benchEmbedded({ root, server, adminUrl, reuseDatabase }));
  process.exit(embeddedOk ? 0 : 1);
}

// `--startup-only`: start to first request on a new and an existing embedded database alone.
if (process.argv.includes('--startup-only')) {
  const startups = await measureStartups(STARTUP_RUNS);
  console.log('\n| measure | result | budget |');
  console.log('| --- | --- | --- |');
  process.exit(reportStartups(startups) ? 0 : 1);
}

if (process.argv.includes('--bundle-only')) {
  console.log('\n| measure | result | budget |');
  console.log('| --- | --- | --- |');
  process.exit(reportBundle() ? 0 : 1);
}

const benchPort = Number(process.env.BENCH_PORT ?? 3421);
/** Layout shift per page (decision 040): a browser against the built app on its own port. */
async function clsPart() {
  const rows = await benchCls({ root, server, port: benchPort - 9 });
  return reportCls(rows);
}

/** Lighthouse's mobile run of each page: scores, CLS, LCP and TBT against their budgets. */
async function lighthousePart() {
  const rows = await benchLighthouse({ root, server, port: benchPort - 8 });
  return reportLighthouse(rows);
}

/** Each page's main-thread work during its load: figures only (issue 32, part 0). */
async function mainThreadPart() {
  console.log(
    `\nLoad average at the start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  reportMainThread(await benchMainThread({ root, server, port: benchPort - 10 }));
}

// `--main-thread-only`: the main thread's work during each page's load alone.
if (process.argv.includes('--main-thread-only')) {
  await mainThreadPart();
  process.exit(0);
}

/** Interaction to Next Paint of the everyday interactions, against their budget. */
async function inpPart() {
  return reportInp(await benchInp({ root, server, port: benchPort - 7 }));
}

// `--inp-only`: Interaction to Next Paint alone.
if (process.argv.includes('--inp-only')) {
  process.exit((await inpPart()) ? 0 : 1);
}

// `--lighthouse-only`: Lighthouse alone, with the home route's size.
if (process.argv.includes('--lighthouse-only')) {
  const lighthouseOk = await lighthousePart();
  const homeOk = reportBundle();
  process.exit(lighthouseOk && homeOk ? 0 : 1);
}

// `--cls-only`: the layout shift alone, with the home route's size that a fix must not grow.
if (process.argv.includes('--cls-only')) {
  const clsOk = await clsPart();
  const homeOk = reportBundle();
  process.exit(clsOk && homeOk ? 0 : 1);
}

// The home route, the start-up times, the layout shift, Lighthouse and INP (skipped when measuring the database
// path alone or the fan-out alone).
let homeOk = true;
let clsOk = true;
let lighthouseOk = true;
let inpOk = true;
if (!databasePathOnly) homeOk = await measureWeb();
if (!databasePathOnly && !fanoutOnly) clsOk = await clsPart();
if (!databasePathOnly && !fanoutOnly) await mainThreadPart();
if (!databasePathOnly && !fanoutOnly) lighthouseOk = await lighthousePart();
if (!databasePathOnly && !fanoutOnly) inpOk = await inpPart();

const apiOk = reportApi(
  await benchApi({ root, server, adminUrl, fanoutOnly, databasePathOnly, reuseDatabase }),
);
// The embedded database beside the PostgreSQL database the API part seeded (kept: it is reused).
const embeddedOk =
  fanoutOnly ||
  databasePathOnly ||
  reportEmbedded(await benchEmbedded({ root, server, adminUrl, reusePostgres: true }));
const realtimeOk =
  fanoutOnly || databasePathOnly || reportRealtime(await benchRealtime({ root, server, adminUrl }));
// Capacity: figures only, no budget.
if (!fanoutOnly && !databasePathOnly)
  reportCapacity(await benchCapacity({ root, server, adminUrl, reuseDatabase }));
if (!homeOk || !clsOk || !lighthouseOk || !inpOk || !apiOk || !embeddedOk || !realtimeOk)
  process.exit(1);
