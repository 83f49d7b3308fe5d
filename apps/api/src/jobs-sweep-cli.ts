// `npm run jobs:sweep [-- --now <ISO time>]`: runs one job outcomes pass (decision 029) against the
// configured database: closes open jobs idle for 30 days, asks clients what happened 14 days after
// a job's first contact, and counts the client records that are due. The servers run the same pass
// every few minutes; this is for operators, to run it at once, or as of another time (`--now`,
// to check what a later pass would do on a copy of the data). Notifications it stores are mailed
// and pushed by a running server's senders. On the embedded database, stop the server first.
import { parseArgs } from 'node:util';
import { ConfigError } from './config/env';
import { runOperatorCommand, withOperatorApp } from './operator-command';

function parseNow(): Date {
  let values: { now?: string };
  try {
    ({ values } = parseArgs({ options: { now: { type: 'string' } } }));
  } catch (error) {
    throw new ConfigError(
      `${(error as Error).message}. Usage: npm run jobs:sweep -- --now <ISO time>`,
    );
  }
  if (values.now === undefined) return new Date();
  const now = new Date(values.now);
  if (Number.isNaN(now.getTime())) {
    throw new ConfigError(
      `--now must be an ISO time such as 2025-07-01T09:00:00Z, not ${values.now}`,
    );
  }
  return now;
}

runOperatorCommand(async () => {
  const now = parseNow();
  const report = await withOperatorApp((app) => app.jobOutcomes.sweep(now));
  process.stdout.write(
    `\nJob outcomes pass as of ${now.toISOString()}: ${report.closed} idle job(s) closed, ` +
      `${report.asked} client(s) asked what happened, ${report.counted} client record(s) counted.\n\n`,
  );
});
