import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';
import { openAppDatabase } from './db/open-app-database';
import { DRAIN_CEILING_MS, drainOnClose } from './plugins/drain';
import { recordServedAddress } from './lib/served-address';
import { settleDemoMail } from './demo/demo-mail';
import { formatDemoSignIns, isEmptyOfUsers, seedDemoData } from './demo/seed-demo';
import { isRedisConnectionError } from './lib/redis-clients';
import { takeBackupsOnSignal } from './backup/backup-requests';
import { backUpEmbedded } from './backup/embedded-backup';

const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  const phases: Record<string, number> = { modules: Math.round(startedAt) };
  const lap = (name: string, since: number) => {
    const now = performance.now();
    phases[name] = Math.round(now - since);
    return now;
  };
  let at = lap('modules', 0);
  const database = await openAppDatabase(config);
  at = lap('database', at);
  // Every background pass runs in every instance (docs/ARCHITECTURE.md, background passes).
  const app = await buildApp({ config, database, passes: 'all' });
  // A drain waits out idle connections (up to 5 s): worth it for the clients of an instance being
  // replaced, not for a restart of `npm run dev`, which closes at once.
  if (config.isProduction) drainOnClose(app);
  at = lap('app', at);
  // A Redis connection's failure left unhandled by a library must not end the process (decision
  // 052): it is logged and the instance keeps serving. Any other stays fatal, as Node.js makes it.
  process.on('unhandledRejection', (reason) => {
    if (!isRedisConnectionError(reason)) throw reason;
    app.log.error({ err: reason }, 'unhandled rejection from a Redis connection (kept serving)');
  });
  let demoSignIns = '';
  if (config.seedDemoOnFirstStart && (await isEmptyOfUsers(database.db))) {
    const { signIns } = await seedDemoData(app);
    demoSignIns = `${formatDemoSignIns(signIns)}\n\n`;
    at = lap('demo', at);
  }

  // `npm run backup` asks this process for the embedded database's backup (decision 067).
  const stopTakingBackups = config.databaseUrl
    ? () => {}
    : takeBackupsOnSignal({
        dataDir: config.dataDir,
        take: (out) => backUpEmbedded(database, config, out),
        log: app.log,
      });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopTakingBackups();
    // The drain closes what is still open at its ceiling; this is for a close that hangs after it.
    const forceExit = setTimeout(() => process.exit(1), DRAIN_CEILING_MS + 5_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  lap('listen', at);
  // How long each part of the start took, in milliseconds (modules: loading the code).
  app.log.info({ phases }, 'started');
  const database_ = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const ms = Math.round(performance.now() - startedAt);
  // For the operator commands run later on this data (their links go where people find it).
  recordServedAddress(config.dataDir, config.publicUrl);
  // The demo data's mail is printed first: the sign-ins are the last lines on the screen.
  if (demoSignIns) await settleDemoMail(app);
  process.stdout.write(
    `\nTradeMate is running at ${config.publicUrl} (database: ${database_}; ready in ${ms} ms)\n` +
      (config.webDistDir ? '' : 'The web app is not built: only the API is served.\n') +
      '\n' +
      demoSignIns,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(
      `\nThe port is already in use: ${(error as Error).message}. Set PORT to use another.\n\n`,
    );
  } else {
    process.stderr.write(
      `\nTradeMate could not start:\n${(error as Error).stack ?? String(error)}\n\n`,
    );
  }
  process.exit(1);
});
