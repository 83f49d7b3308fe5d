// The processes `npm run bench` drives: the built server started with the bench's environment,
// waited for and stopped; a bench account signed in; an autocannon run.
import { spawn } from 'node:child_process';
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
