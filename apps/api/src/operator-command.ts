// What the operator commands (`npm run admin:create`, `jobs:sweep`, `backup`, …) share:
// the app built on the configured database with nothing of its own running, and one way to end.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { BackupError } from './backup/backup-manifest';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';
import { openAppDatabase } from './db/open-app-database';
import { AppError } from './lib/app-error';
import { readServedAddress } from './lib/served-address';

/**
 * The settings an operator command runs with: the server's, where the links it writes (an
 * admin's invitation) go to the address the server serves at. With neither PUBLIC_URL nor PORT
 * set, that is the address the server last noted in the data folder, not the default port.
 */
export function operatorConfig(config: AppConfig): AppConfig {
  const served = config.publicUrlIsDefault ? readServedAddress(config.dataDir) : undefined;
  return { ...config, webDistDir: null, publicUrl: served ?? config.publicUrl };
}

/**
 * Runs `work` with the app on the configured database: no SPA, and no sender or sweeper of this
 * process (what it stores is mailed and pushed by a running server's). Closed afterwards.
 */
export async function withOperatorApp<T>(work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const config = operatorConfig(loadConfig());
  const database = await openAppDatabase(config);
  const app = await buildApp({
    config,
    database,
    passes: 'none',
  });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * Runs an operator command's `main`: what it prints is its own; a failure the operator can act on
 * (a setting, the data folder in use, a refusal) prints its message, anything else its stack,
 * and the command exits with 1.
 */
export function runOperatorCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof AppError ||
      error instanceof BackupError;
    process.stderr.write(
      `\n${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n\n`,
    );
    process.exit(1);
  });
}
