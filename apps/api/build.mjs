// Bundles the API (and the shared package it imports) into dist/server.js, and the demo-data command
// into dist/seed-demo.js, the uploads copy into dist/copy-uploads.js, the job outcomes pass into
// dist/jobs-sweep.js, the first admin into dist/admin-create.js; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-demo': 'src/demo/seed-demo-cli.ts',
    'copy-uploads': 'src/copy-uploads-cli.ts',
    'jobs-sweep': 'src/jobs-sweep-cli.ts',
    'admin-create': 'src/admin-create-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The shared workspace is TypeScript source: bundle it rather than leave it as an external import.
  alias: { '@trademate/shared': '../../packages/shared/src' },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
