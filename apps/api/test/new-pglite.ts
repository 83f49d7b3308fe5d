import { PGlite } from '@electric-sql/pglite';

/** The data folder of an empty cluster, as PGlite's initdb leaves it: made once per worker. */
let emptyCluster: Promise<Blob> | undefined;

/**
 * A new in-memory PGlite, as `new PGlite()` makes it: a copy of an empty cluster this worker made
 * once. PGlite's initdb runs PostgreSQL's bootstrap inside WebAssembly and takes three to five
 * seconds here; loading its tarball takes about one.
 */
export async function newPGlite(): Promise<PGlite> {
  emptyCluster ??= (async () => {
    const first = new PGlite();
    try {
      // Asked before the cluster is ready, PGlite never answers.
      await first.waitReady;
      return await first.dumpDataDir('none');
    } finally {
      await first.close();
    }
  })().catch((error: unknown) => {
    emptyCluster = undefined;
    throw error;
  });
  const client = new PGlite({ loadDataDir: await emptyCluster });
  await client.waitReady;
  return client;
}
