// `npm run backup [-- --out <file>]`: writes one file holding the database, the uploaded files and
// the generated secrets (decision 067, docs/operations.md "Backups"). On the embedded database
// the running server takes it between two transactions when asked (SIGUSR2), or this command
// opens the data folder itself when no server runs; on PostgreSQL it wraps pg_dump and copies
// the bucket. Without --out the file goes into DATA_DIR/backups/.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup } from './backup/take-backup';
import { ConfigError, loadConfig } from './config/env';
import { runOperatorCommand } from './operator-command';

function parseOut(): string | null {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    return values.out === undefined ? null : resolve(values.out);
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}. Usage: npm run backup -- --out <file>`);
  }
}

runOperatorCommand(async () => {
  const out = parseOut();
  const { file, manifest, byServer } = await takeBackup(loadConfig(), out);
  const megabytes = (statSync(file).size / 1_000_000).toFixed(1);
  const database =
    manifest.database.kind === 'embedded'
      ? `the embedded database${byServer ? ' (taken by the running server)' : ''}`
      : `the PostgreSQL database (${manifest.database.engineVersion})`;
  process.stdout.write(
    `\nBackup written: ${file} (${megabytes} MB)\n` +
      `  ${database}, ${manifest.database.migrations.applied} migrations applied, taken at ${manifest.createdAt}\n` +
      `  ${manifest.files.count} uploaded file${manifest.files.count === 1 ? '' : 's'} (from the ${manifest.files.from === 'bucket' ? 'bucket' : 'data folder'})` +
      `${manifest.secrets.length > 0 ? `, and ${manifest.secrets.join(', ')}` : ''}\n` +
      `Restore it with: npm run restore -- ${file}\n\n`,
  );
});
