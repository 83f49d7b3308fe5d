// One of the build's compression workers (see precompress-plugin.ts): compresses the files it is
// given, writes `.gz` and `.br` beside each and a copy of both into the cache under the source's
// hash. Plain JavaScript, as Node.js runs a worker's file itself.
import { copyFile, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** @type {{ files: { path: string, hash: string }[], cacheDir: string, settings: { zopfliIterations: number, brotliQuality: number } }} */
const { files, cacheDir, settings } = workerData;

for (const { path, hash } of files) {
  const source = await readFile(path);
  const gzip = await gzipAsync(source, { numiterations: settings.zopfliIterations });
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await Promise.all([writeFile(`${path}.gz`, gzip), writeFile(`${path}.br`, brotli)]);
  // Written under a name of its own, then renamed, so another build never copies half a file.
  for (const kind of ['gz', 'br']) {
    const partial = join(cacheDir, `${hash}.${kind}.${process.pid}-${threadId}`);
    await copyFile(`${path}.${kind}`, partial);
    await rename(partial, join(cacheDir, `${hash}.${kind}`));
  }
}
