import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

const run = promisify(execFile);

/** A port nobody listens on now, from the system. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(address),
      );
    });
  });
}

/**
 * A TradeMate server of a journey's own, built as `npm start` builds it, on an embedded database
 * in a fresh data folder, mailing through the suite's SMTP server: for a journey that stops the
 * server to run an operator command on its database (the embedded database is one process's) and
 * starts it again. Without demo data: the journey brings its own people.
 */
export async function startOwnServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    SIGNUPS_PER_HOUR: '1000',
    LOGINS_PER_15_MINUTES: '1000',
    CODE_CHECKS_PER_15_MINUTES: '1000',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
  };
  let server: ChildProcess | null = null;

  async function isUp(): Promise<boolean> {
    try {
      return (await fetch(`${baseURL}/api/health`)).ok;
    } catch {
      return false;
    }
  }

  async function start() {
    server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const starting = server;
    await expect
      .poll(
        async () => {
          if (starting.exitCode !== null)
            throw new Error(`The server exited: ${starting.exitCode}`);
          return isUp();
        },
        { message: `the server on ${baseURL} answers`, timeout: 60_000 },
      )
      .toBe(true);
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    baseURL,
    start,
    stop,
    /**
     * Runs an operator command built into `apps/api/dist` (what its `npm run` script runs once
     * `npm start` built the API) on this server's database, with the server stopped; its output.
     */
    async operatorCommand(script: string, args: string[]): Promise<string> {
      await stop();
      try {
        const { stdout } = await run(
          process.execPath,
          ['--enable-source-maps', `apps/api/dist/${script}`, ...args],
          { env },
        );
        return stdout;
      } finally {
        await start();
      }
    },
    /** The job outcomes pass as of `now` (`npm run jobs:sweep -- --now <time>`); its output. */
    async sweepJobs(now: Date): Promise<string> {
      return this.operatorCommand('jobs-sweep.js', ['--now', now.toISOString()]);
    },
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
