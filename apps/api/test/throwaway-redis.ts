import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { findFreePort } from './free-port';

export interface ThrowawayRedis {
  url: string;
  port: number;
  /** SIGKILL, as a crash or an OOM kill would do; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Whether the server process is there (frozen or not). */
  isRunning(): boolean;
  /** SIGSTOP: the server keeps its connections open but answers nothing, as a hung one does. */
  freeze(): void;
  /** SIGCONT after `freeze`. */
  thaw(): void;
  /** Stops the server for good. */
  destroy(): Promise<void>;
}

/**
 * A Redis server of a test's own, on a spare loopback port, keeping nothing on disk: a test may
 * kill and restart it freely, and the machine's shared Redis is never touched.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await findFreePort();
  let server: ChildProcess | null = null;

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}) on start:\n${output}`)),
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
    });
    child.removeAllListeners('exit');
    // Read on, or a full pipe would stop the server.
    child.stdout!.resume();
    child.stderr!.resume();
    server = child;
  };

  const stop = async (signal: NodeJS.Signals) => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => stop('SIGKILL'),
    start,
    isRunning: () => server !== null,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    destroy: async () => {
      server?.kill('SIGCONT');
      await stop('SIGKILL');
    },
  };
}
