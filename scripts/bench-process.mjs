// The processes `npm run bench` drives: the built server started with the bench's environment,
// waited for and stopped; a bench account signed in, or its session token signed as the server
// signs one; an autocannon run; a bare route; a load generator's orders.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_PASSWORD } from './bench-api-settings.mjs';

export function startProcess(command, args, env, root, onStderrLine) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let buffer = '';
  child.stderr.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (onStderrLine) onStderrLine(line);
      else if (line.trim()) process.stderr.write(`${line}\n`);
    }
  });
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

export async function signIn(base, email) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Bench sign-in failed: ${await response.text()}`);
  return (await response.json()).data.token;
}

/**
 * A function that signs a session token for `{ id, sid, email, userType }` as the server started
 * with `serverEnv` signs one (its JWT_SECRET), valid for 23 hours: the bench's people sign in
 * without a request each.
 */
export async function sessionSigner(root) {
  const require = createRequire(join(root, 'apps/api/package.json'));
  const { SignJWT } = await import(require.resolve('jose'));
  const key = Buffer.from(serverEnv('', 0, 'warn').JWT_SECRET, 'utf8');
  return (account) =>
    new SignJWT({
      sub: account.id,
      sid: account.sid,
      _id: account.id,
      email: account.email,
      userType: account.userType,
      userVerified: true,
      typ: 'session',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('23h')
      .sign(key);
}

/**
 * Starts the built server on `url` once, so that it migrates the database and seeds the reference
 * data, and stops it when it answers.
 */
export async function migrateByFirstStart({ root, server, url, port }) {
  const child = startProcess(process.execPath, [server], serverEnv(url, port, 'warn'), root);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  } finally {
    await stop(child);
  }
}

/** `scripts/bench-bare-route.mjs` on `port`, running each route's statements through pg. */
export function startBareRoute({ root, url, port, routes, onStderrLine }) {
  return startProcess(
    process.execPath,
    [join(root, 'scripts/bench-bare-route.mjs')],
    {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      BARE_ROUTES: JSON.stringify(routes),
    },
    root,
    onStderrLine,
  );
}

/**
 * In a load generator (a child process with an IPC channel): answers each `{ id, command, args }`
 * its parent sends with `commands[command](args)`'s result or error, and ends with the channel.
 */
export function answerOrders(commands) {
  process.on('message', async ({ id, command, args }) => {
    try {
      process.send({ id, result: await commands[command](args) });
    } catch (error) {
      process.send({ id, error: String(error?.stack ?? error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * The serving instance: production mode, PostgreSQL, SQL statements logged at trace level.
 * `readCache: false` turns the in-memory page cache off, so every page is read from the database.
 * The query audit runs in development mode: production never logs a statement's parameters, which
 * EXPLAIN needs.
 */
export function serverEnv(url, port, logLevel, { readCache = true, production = true } = {}) {
  return {
    ...process.env,
    NODE_ENV: production ? 'production' : 'development',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: logLevel,
    SMTP_URL: '',
    ...(readCache ? {} : { READ_CACHE_SIZE: '0' }),
  };
}
