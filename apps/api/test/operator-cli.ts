import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * An operator command (`src/<name>-cli.ts`) run as the operator runs it, in a process of its own
 * with exactly the environment given (plus PATH); resolves with how it ended, failures included.
 */
export function runOperatorCli(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/${name}-cli.ts`, ...args],
      { cwd: apiRoot, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
