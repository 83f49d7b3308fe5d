import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes `.gz` (zopfli: standard gzip, a few per cent smaller than zlib's best) and `.br` beside
 * each built asset, so the server sends precompressed files instead of compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'trademate-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.endsWith('.map')) continue;
        jobs.push(
          (async () => {
            const source = await readFile(path);
            if (source.length < MIN_BYTES) return;
            const gzip = await gzipAsync(source, { numiterations: 15 });
            const brotli = brotliCompressSync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            await Promise.all([writeFile(`${path}.gz`, gzip), writeFile(`${path}.br`, brotli)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
