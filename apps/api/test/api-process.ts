import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { inject } from 'vitest';
import { apiRoot } from './api-root';

/**
 * Node.js's arguments to run one of the API's entry points (`server`, `backup`, `admin-create`…)
 * from the run's build (`test/built-api.ts`), with source maps so a failure names the source line.
 */
export function builtApiArgs(entry: string, ...args: string[]): string[] {
  return ['--enable-source-maps', join(inject('builtApiFolder'), `${entry}.js`), ...args];
}

export interface ApiProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * The API as it runs in production: the built `server.js` in a process of its own, with exactly
 * the environment given (plus PATH). Resolves once it says it is serving.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, builtApiArgs('server'), {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (output.includes('TradeMate is running at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`The API exited (${code}) on start:\n${output}`)),
    );
  });
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
