// `npm run seed:demo`: adds the demo accounts, jobs, chats and reviews to the configured database
// (the embedded one in data/ unless DATABASE_URL is set) and prints the demo sign-ins.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/env';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openAppDatabase } from '../db/open-app-database';
import { formatDemoSignIns, seedDemoData } from './seed-demo';

async function main() {
  const config = loadConfig();
  if (config.isProduction) {
    throw new ConfigError('Demo data is never added in production (NODE_ENV=production).');
  }
  const database = await openAppDatabase(config);
  // The services seed the data as they serve it; nothing is sent or served meanwhile.
  const app = await buildApp({
    config: { ...config, webDistDir: null },
    database,
    passes: ['push', 'payments'],
  });
  try {
    const { created, signIns } = await seedDemoData(app);
    process.stdout.write(
      `\n${created ? 'Demo data added.' : 'Demo data was already there; nothing changed.'}\n\n` +
        `${formatDemoSignIns(signIns)}\n\n`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  process.stderr.write(
    `\n${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n\n`,
  );
  process.exit(1);
});
