// `npm run admin:create -- --email <address> [--name <name>]`: invites an admin to the operator
// console (decision 030) and prints the invitation link, which works for 7 days: open it to choose
// a password and set up an authenticator app. This is how the first admin is made (the console has
// no sign-up); later admins and support staff are invited from the console. On the embedded
// database, stop the server first (one process opens it at a time).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError } from './config/env';
import { runOperatorCommand, withOperatorApp } from './operator-command';

const USAGE = 'Usage: npm run admin:create -- --email <address> [--name <name>]';

function parseInput(): { email: string; name: string } {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}. ${USAGE}`);
  }
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new ConfigError(`--email must be an email address. ${USAGE}`);
  const name = values.name?.trim() || email.data.split('@')[0]!;
  return { email: email.data, name };
}

runOperatorCommand(async () => {
  const input = parseInput();
  const { staff, link } = await withOperatorApp((app) =>
    app.staff.createAdminFromCommandLine(input),
  );
  process.stdout.write(
    `\nAdmin invited: ${staff.name} <${staff.email}>\n` +
      `Open this link within 7 days to choose a password and set up an authenticator app:\n\n` +
      `  ${link}\n\n`,
  );
});
