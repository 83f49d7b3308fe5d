import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './free-port';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries installed the Debian way, if any. */
export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** SIGKILL to the postmaster, as a crash or an OOM kill would do. */
  killPostmaster(): Promise<void>;
  /** Starts the server again and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server at once and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of a test's own, in a temp folder on a spare port: a test may kill and
 * restart it freely, and the machine's shared server is never touched. Run as the `postgres`
 * user when the tests run as root (PostgreSQL refuses to run as root).
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'trademate-pg-'));
  const dataDir = join(folder, 'data');
  const port = await findFreePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  const asServerUser = (command: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);

  await asServerUser('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const logFile = join(folder, 'server.log');

  const start = async () => {
    // After a SIGKILL the old server processes leave one by one; the new postmaster refuses to
    // start while any of them still holds the shared memory, so it is asked again until it does.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await asServerUser('pg_ctl', [
          'start',
          '-w',
          '-t',
          '60',
          '-D',
          dataDir,
          '-l',
          logFile,
          '-o',
          options,
        ]);
        return;
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };

  await start();
  await run(join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'trademate',
  ]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/trademate`,
    port,
    async killPostmaster() {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    start,
    async destroy() {
      await asServerUser('pg_ctl', ['stop', '-m', 'immediate', '-D', dataDir]).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
