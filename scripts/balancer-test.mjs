#!/usr/bin/env node
// Two TradeMate instances behind HAProxy, on PostgreSQL, Redis and an S3-compatible store, as
// deploy/ ships them (decision 069). Journeys run through the balancer only, one instance is
// stopped while they run, then a rolling deploy replaces both instances while a request loop
// through the balancer must see no failure; last, the instances' Redis stops and starts again,
// and HAProxy serves from the degraded backend meanwhile. Run by .ci/run; needs haproxy,
// PostgreSQL and redis-server (a Redis of the run's own, stopped on purpose).
//
//   node scripts/balancer-test.mjs
//
// BALANCER_BASE_PORT (3480) and the nine ports after it; BALANCER_DATABASE_URL (the shared
// PostgreSQL, a database of the run's own is created and dropped).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import {
  idleServerConnections,
  isCheckedUp,
  serverStats,
  startHaproxy,
} from './balancer/haproxy.mjs';
import { redisOutage, startRedis } from './balancer/redis-outage.mjs';
import { rollingDeploy } from './balancer/rolling-deploy.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.BALANCER_BASE_PORT ?? 3480);
const ports = {
  https: base,
  http: base + 1,
  app1: base + 2,
  app2: base + 3,
  s3: base + 4,
  smtp: base + 5,
  mailHttp: base + 6,
  redis: base + 7,
};
const adminUrl = process.env.BALANCER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis of the run's own, which the test stops and starts again.
const redisUrl = `redis://127.0.0.1:${ports.redis}`;
const publicUrl = `https://127.0.0.1:${ports.https}`;
const folder = mkdtempSync(join(tmpdir(), 'trademate-balancer-'));
const databaseName = `trademate_balancer_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href;
const log = openSync(join(folder, 'processes.log'), 'a');

/** Every process this run started, so that the end stops exactly these. */
const started = new Set();
const cleanups = [];

function step(text) {
  console.log(`\n--> ${text}`);
}

function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

async function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function waitFor(what, check, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (error.fatal) throw error;
      // Not yet: the server is not listening, say.
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A process that should be running has ended: waiting longer is pointless. */
function exited(name, child) {
  return Object.assign(new Error(`${name} exited with ${child.exitCode}`), { fatal: true });
}

const jwtSecret = randomBytes(32).toString('hex');

function instanceEnv(name) {
  const dataDir = join(folder, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(ports[name]),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REALTIME_CHANNEL: databaseName,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: publicUrl,
    // HAProxy reaches the instances over loopback, and nothing else does on this machine's test.
    TRUST_PROXY: 'loopback',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    S3_BUCKET: 'trademate-balancer',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    LOG_LEVEL: 'warn',
    // Every journey signs up and in from one address.
    SIGNUPS_PER_HOUR: '1000',
    LOGINS_PER_15_MINUTES: '1000',
    CODE_CHECKS_PER_15_MINUTES: '1000',
  };
}

/**
 * Runs a command to its end without blocking this process, which serves the S3 store the
 * instances use; resolves with its exit code.
 */
async function run(command, args, env) {
  const child = track(spawn(command, args, { cwd: repo, env, stdio: 'inherit' }));
  const [code] = await once(child, 'exit');
  return code;
}

const instances = {};

/** Starts an instance (again); resolves once it answers ready itself. */
async function startInstance(name) {
  const child = track(
    spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      cwd: repo,
      env: instanceEnv(name),
      stdio: ['ignore', log, log],
    }),
  );
  instances[name] = child;
  await waitFor(`${name} ready`, async () => {
    if (child.exitCode !== null) throw exited(name, child);
    const response = await fetch(`http://127.0.0.1:${ports[name]}/api/health/ready`);
    return response.status === 200;
  });
  return child;
}

async function main() {
  step('Build (when apps/api/dist/server.js is missing)');
  if (!existsSync(join(repo, 'apps/api/dist/server.js'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  step(`PostgreSQL database ${databaseName}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  step(`Redis on ${ports.redis}`);
  const redis = { child: await startRedis({ port: ports.redis, log, track, waitFor }) };

  step(`s3rver on ${ports.s3}, the test SMTP server on ${ports.smtp}`);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: ports.s3,
    silent: true,
    directory: join(folder, 's3'),
    configureBuckets: [{ name: 'trademate-balancer' }],
  });
  await s3.run();
  cleanups.push(() => s3.close());
  track(
    spawn(process.execPath, ['--import', 'tsx', 'e2e/support/mail-server.ts'], {
      cwd: repo,
      env: {
        ...process.env,
        E2E_SMTP_PORT: String(ports.smtp),
        E2E_MAIL_HTTP_PORT: String(ports.mailHttp),
      },
      stdio: ['ignore', log, log],
    }),
  );
  await waitFor('the mail server', async () => {
    return (await fetch(`http://127.0.0.1:${ports.mailHttp}/health`)).ok;
  });

  step('Migrations, as a release applies them before its instances start');
  const migrate = await run(process.execPath, ['apps/api/dist/db-migrate.js'], instanceEnv('app1'));
  if (migrate !== 0) throw new Error('db-migrate failed');

  step(`Two instances on ${ports.app1} and ${ports.app2}`);
  await Promise.all([startInstance('app1'), startInstance('app2')]);

  step(`HAProxy on ${publicUrl} (rendered from deploy/haproxy/haproxy.cfg)`);
  const haproxy = await startHaproxy({
    repo,
    folder,
    httpPort: ports.http,
    httpsPort: ports.https,
    instances: [
      { name: 'app1', port: ports.app1 },
      { name: 'app2', port: ports.app2 },
    ],
    log,
  });
  track(haproxy.child);
  const bothUp = async () => {
    if (haproxy.child.exitCode !== null) throw exited('haproxy', haproxy.child);
    const stats = await serverStats(haproxy.runtime);
    return stats.length === 2 && stats.every(isCheckedUp);
  };
  await waitFor('HAProxy to report both instances UP', bothUp);

  step('Journeys through the balancer only');
  const journeys = await run(
    process.execPath,
    ['node_modules/.bin/playwright', 'test', '-c', 'e2e-balancer/playwright.config.ts'],
    {
      ...process.env,
      BALANCER_URL: publicUrl,
      BALANCER_APP1_PID: String(instances.app1.pid),
      E2E_MAIL_HTTP_PORT: String(ports.mailHttp),
    },
  );
  if (journeys !== 0) throw new Error('the journeys through the balancer failed');

  step('HAProxy holds no idle connection to an instance');
  const idle = await idleServerConnections(haproxy.runtime);
  console.log(JSON.stringify(idle));
  if (Object.values(idle).some((count) => count !== 0)) {
    throw new Error(`HAProxy kept idle connections to the instances: ${JSON.stringify(idle)}`);
  }

  step('app1, stopped during the journeys, starts again');
  await startInstance('app1');
  await waitFor('HAProxy to report both instances UP', bothUp);

  step('Rolling deploy: migrate, then drain, stop and replace each instance in turn');
  await rollingDeploy({
    repo,
    publicUrl,
    runtime: haproxy.runtime,
    names: ['app1', 'app2'],
    migrate: async () =>
      (await run(process.execPath, ['apps/api/dist/db-migrate.js'], instanceEnv('app1'))) === 0,
    stop: (name) => stopProcess(instances[name]),
    start: (name) => startInstance(name),
  });

  step('Redis stops: every instance is unready, HAProxy serves from the degraded backend');
  await redisOutage({
    repo,
    publicUrl,
    runtime: haproxy.runtime,
    waitFor,
    stopRedis: () => stopProcess(redis.child),
    startRedis: async () => {
      redis.child = await startRedis({ port: ports.redis, log, track, waitFor });
    },
  });
}

async function cleanUp() {
  for (const child of [...started]) await stopProcess(child);
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
}

let failed = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(1));
  });
}
try {
  await main();
  step(
    'Two instances behind HAProxy: every journey, the rolling deploy and the Redis outage passed',
  );
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`\nWhat the processes logged (${join(folder, 'processes.log')}), last lines:`);
  console.error(
    readFileSync(join(folder, 'processes.log'), 'utf8').split('\n').slice(-60).join('\n'),
  );
} finally {
  await cleanUp();
  if (!failed) rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
