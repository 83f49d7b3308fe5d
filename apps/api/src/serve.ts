import { destination } from 'pino';
import { buildApp } from './app';
import type { AppConfig } from './config/env';
import type { Tracing } from './telemetry';
import { openAppDatabase } from './db/open-app-database';
import { DRAIN_CEILING_MS, drainOnClose } from './plugins/drain';
import { recordServedAddress } from './lib/served-address';
import { settleDemoMail } from './demo/demo-mail';
import { formatDemoSignIns, isEmptyOfUsers, seedDemoData } from './demo/seed-demo';
import { isRedisConnectionError } from './lib/redis-clients';
import { takeBackupsOnSignal } from './backup/backup-requests';
import { backUpEmbedded } from './backup/embedded-backup';

/**
 * The server once its settings are read (and tracing started, when configured): opens, migrates
 * and seeds the database, builds the app, listens, and closes it all on SIGTERM or SIGINT.
 * `startedAt` is when the process began loading its code.
 */
export async function serve(config: AppConfig, startedAt: number, tracing: Tracing | null) {
  const phases: Record<string, number> = { modules: Math.round(startedAt) };
  const lap = (name: string, since: number) => {
    const now = performance.now();
    phases[name] = Math.round(now - since);
    return now;
  };
  let at = lap('modules', 0);
  const database = await openAppDatabase(config);
  at = lap('database', at);
  // The demo data goes in once the server answers (decision 074): until then, and while it goes
  // in, the background passes wait, so none acts on half a story.
  const seedsDemo = config.seedDemoOnFirstStart && (await isEmptyOfUsers(database.db));
  // The log's lines and the words for the person who started the server leave through one stream,
  // in the order they were written. The log writes as the pipe takes it: words written to stdout
  // beside it overtook a log line still waiting for a slow reader of the pipe, and the demo
  // sign-ins were no longer the last lines on the screen. As Pino's own stdout, not synchronous.
  const terminal = destination({ dest: 1, minLength: 0 });
  // Every background pass runs in every instance (docs/ARCHITECTURE.md, background passes).
  const app = await buildApp({
    config,
    database,
    passes: seedsDemo ? 'none' : 'all',
    log: { stream: terminal, ...(tracing ? { mixin: tracing.logFields } : {}) },
  });
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
  if (seedsDemo) app.startup.demoData = 'loading';

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
    // The spans of the last requests, still buffered, leave before the process does.
    await tracing?.shutdown().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  at = lap('listen', at);
  const ms = Math.round(performance.now() - startedAt);
  let demoSignIns = '';
  if (seedsDemo) {
    const { signIns } = await seedDemoData(app);
    // The demo data's mail is printed first: the sign-ins are the last lines on the screen.
    await settleDemoMail(app);
    app.startup.demoData = 'loaded';
    app.passes.start('all');
    demoSignIns = `${formatDemoSignIns(signIns)}\n\n`;
    lap('demo', at);
  }
  // How long each part of the start took, in milliseconds (modules: loading the code; demo: the
  // demo data, written after the first answer).
  app.log.info({ phases }, 'started');
  const database_ = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  // For the operator commands run later on this data (their links go where people find it).
  recordServedAddress(config.dataDir, config.publicUrl);
  terminal.write(
    `\nTradeMate is running at ${config.publicUrl} (database: ${database_}; ready in ${ms} ms)\n` +
      (config.webDistDir ? '' : 'The web app is not built: only the API is served.\n') +
      '\n' +
      demoSignIns,
  );
}
