// Bundles the API (and the shared package it imports) into dist/server.js (or the folder given:
// `node build.mjs <folder>`, as the API suite's set-up does), and the demo-data command
// into dist/seed-demo.js, the uploads copy into dist/copy-uploads.js, the job outcomes pass into
// dist/jobs-sweep.js, the first admin into dist/admin-create.js, the migration step into
// dist/db-migrate.js, the backup and restore commands into dist/backup.js and dist/restore.js;
// npm packages stay external. Then
// makes dist/pglite-template, the migrated empty embedded database a new one is copied from
// (docs/decisions/045-start-up.md): kept from the last build while PGlite and the migrations are
// unchanged; and dist/places.json, the suburbs' index as the server reads it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';
const template = 'pglite-template';
for (const entry of existsSync(outdir) ? readdirSync(outdir) : []) {
  if (entry !== template) rmSync(join(outdir, entry), { recursive: true, force: true });
}
await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-demo': 'src/demo/seed-demo-cli.ts',
    'copy-uploads': 'src/copy-uploads-cli.ts',
    'jobs-sweep': 'src/jobs-sweep-cli.ts',
    'admin-create': 'src/admin-create-cli.ts',
    'db-migrate': 'src/db-migrate-cli.ts',
    backup: 'src/backup-cli.ts',
    restore: 'src/restore-cli.ts',
    'build-artifacts': 'src/build-artifacts-cli.ts',
  },
  outdir,
  bundle: true,
  // Modules imported with import() (mail templates, the Stripe provider) become chunks of their
  // own, loaded with their npm packages when first needed rather than at start (decision 045).
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The shared workspace is TypeScript source: bundle it rather than leave it as an external import.
  alias: { '@trademate/shared': '../../packages/shared/src' },
});
cpSync('src/db/migrations', join(outdir, 'migrations'), { recursive: true });
const made = spawnSync(process.execPath, [join(outdir, 'build-artifacts.js')], {
  stdio: 'inherit',
});
if (made.status !== 0) process.exit(made.status ?? 1);
