import { execFile } from 'node:child_process';
import { builtApiArgs } from './api-process';
import { apiRoot } from './api-root';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * An operator command (`src/<name>-cli.ts`, built as `<name>.js`) run as the operator runs it,
 * in a process of its own with exactly the environment given (plus PATH); resolves with how it
 * ended, failures included.
 */
export function runOperatorCli(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      builtApiArgs(name, ...args),
      { cwd: apiRoot, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
