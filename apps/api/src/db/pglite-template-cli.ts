// Run by the build (build.mjs): makes dist/pglite-template, the migrated empty embedded database
// that a new one starts as a copy of (docs/decisions/045-start-up.md), unless it is current.
import { makeTemplate } from './pglite-template';

const started = performance.now();
makeTemplate()
  .then((made) => {
    if (made) {
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`Made the embedded database template in ${ms} ms\n`);
    }
  })
  .catch((error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
