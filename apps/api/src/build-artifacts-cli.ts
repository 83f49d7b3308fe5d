// Run by the build (build.mjs, as dist/build-artifacts.js): makes dist/pglite-template, the migrated
// embedded database holding the reference data and no account, that a new one starts as a copy of,
// unless it is current, and dist/places.json, the suburbs' index in the form the server reads
// (docs/decisions/045-start-up.md, 077).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPlaceIndexFromPackage, compactPlaceIndex } from './modules/places/places.data';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { schema, type Db } from './db/client';
import { makeTemplate } from './db/pglite-template';
import { ensureReferenceData, referenceDataFingerprint } from './db/seed/reference-data-state';

async function main() {
  const index = await buildPlaceIndexFromPackage();
  writeFileSync(
    fileURLToPath(new URL('./places.json', import.meta.url)),
    JSON.stringify(compactPlaceIndex(index)),
  );
  const started = performance.now();
  const referenceData = {
    key: referenceDataFingerprint(),
    fill: (client: PGlite) => ensureReferenceData(drizzle({ client, schema }) as unknown as Db),
  };
  if (await makeTemplate(undefined, referenceData)) {
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`Made the embedded database template in ${ms} ms\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
