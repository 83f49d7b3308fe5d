// `npm run restore -- <file>`: brings a backup made by `npm run backup` back into an empty data
// folder (DATA_DIR) or, with DATABASE_URL, an empty PostgreSQL database and its bucket (decision
// 067). The next `npm start` or `npm run serve` on it applies any newer migration.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from './backup/restore-backup';
import { ConfigError, loadConfig } from './config/env';
import { runOperatorCommand } from './operator-command';

const USAGE = 'Usage: npm run restore -- <backup file>';

function parseArchive(): string {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ options: {}, allowPositionals: true }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}. ${USAGE}`);
  }
  if (positionals.length !== 1) throw new ConfigError(`Name one backup file. ${USAGE}`);
  return resolve(positionals[0]!);
}

runOperatorCommand(async () => {
  const archive = parseArchive();
  const config = loadConfig();
  const { manifest, files, secrets } = await restoreBackup(config, archive);
  const where = config.databaseUrl
    ? `the PostgreSQL database${config.s3 ? ` and the bucket ${config.s3.bucket}` : ''}`
    : `the data folder ${config.dataDir}`;
  process.stdout.write(
    `\nRestored the backup taken at ${manifest.createdAt} into ${where}:\n` +
      `  the database (${manifest.database.migrations.applied} migrations applied), ` +
      `${files} uploaded file${files === 1 ? '' : 's'}` +
      `${secrets.length > 0 ? `, ${secrets.join(', ')}` : ''}\n` +
      'Start the server on it (npm start, or npm run serve): it applies any newer migration.\n\n',
  );
});
