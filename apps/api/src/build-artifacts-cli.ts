// Run by the build (build.mjs, as dist/build-artifacts.js): makes dist/pglite-template, the migrated empty embedded database
// that a new one starts as a copy of, unless it is current, and dist/places.json, the suburbs'
// index in the form the server reads (docs/decisions/045-start-up.md).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPlaceIndexFromPackage, compactPlaceIndex } from './modules/places/places.data';
import { makeTemplate } from './db/pglite-template';

async function main() {
  const index = await buildPlaceIndexFromPackage();
  writeFileSync(
    fileURLToPath(new URL('./places.json', import.meta.url)),
    JSON.stringify(compactPlaceIndex(index)),
  );
  const started = performance.now();
  if (await makeTemplate()) {
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`Made the embedded database template in ${ms} ms\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
