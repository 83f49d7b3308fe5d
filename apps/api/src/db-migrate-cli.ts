// `npm run db:migrate`: applies the pending migrations to the configured database and exits, for
// deploys that migrate before they start the new instances (decision 054). With
// MIGRATION_DATABASE_URL it migrates as that role, the tables' owner, and grants DATABASE_URL's
// role what the app needs; without it, as DATABASE_URL's role, or the embedded database in
// DATA_DIR (stop the server first: one process opens it at a time).
import { loadConfig } from './config/env';
import { APPEND_ONLY_TABLES, migrateAppDatabase } from './db/database-roles';
import { openConfiguredDatabase } from './db/open-app-database';
import { runOperatorCommand } from './operator-command';

runOperatorCommand(async () => {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const { applied, servingRole } = await migrateAppDatabase(config, database);
    process.stdout.write(
      `\nThe database is up to date: ${applied} migration${applied === 1 ? '' : 's'} applied.\n` +
        (servingRole
          ? `The app's role "${servingRole}" may read and write the tables, and only read and ` +
            `add to ${APPEND_ONLY_TABLES.join(', ')}.\n`
          : '') +
        '\n',
    );
  } finally {
    await database.close();
  }
});
