import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
/** The compressors' settings: the worker compresses with them, and they are part of the cache key. */
const SETTINGS = { zopfliIterations: 15, brotliQuality: 11 };
/** A finished cache entry; another build's partial one is left to it. */
const CACHED_NAME = /^[0-9a-f]{64}\.(gz|br)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

type Job = { path: string; hash: string; bytes: number };

/** Splits the jobs into `count` lists of about equal bytes, the largest files first. */
function share(jobs: Job[], count: number): Job[][] {
  const lists = Array.from({ length: count }, () => ({ bytes: 0, jobs: [] as Job[] }));
  for (const job of [...jobs].sort((a, b) => b.bytes - a.bytes)) {
    const lightest = lists.reduce((min, list) => (list.bytes < min.bytes ? list : min));
    lightest.jobs.push(job);
    lightest.bytes += job.bytes;
  }
  return lists.map((list) => list.jobs).filter((list) => list.length > 0);
}

async function compressInWorker(jobs: Job[], cacheDir: string) {
  const worker = new Worker(new URL('./precompress-worker.mjs', import.meta.url), {
    workerData: {
      files: jobs.map(({ path, hash }) => ({ path, hash })),
      cacheDir,
      settings: SETTINGS,
    },
  });
  // `once` rejects with the worker's error, should it throw.
  const [code] = await once(worker, 'exit');
  if (code !== 0) throw new Error(`A compression worker ended with ${code}`);
}

/** Copies a file's compressed forms from the cache; false when another build pruned them. */
async function copyFromCache(cacheDir: string, { path, hash }: Job): Promise<boolean> {
  try {
    await copyFile(join(cacheDir, `${hash}.gz`), `${path}.gz`);
    await copyFile(join(cacheDir, `${hash}.br`), `${path}.br`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `.gz` (zopfli: standard gzip, a few per cent smaller than zlib's best, which the home
 * route's budget of decision 042 counts) and `.br` beside each built asset, so the server sends
 * precompressed files instead of compressing per request.
 *
 * Zopfli is slow (about 15 s of one core for the whole app), so the files are shared between
 * worker threads, one a core, and each result is kept in Vite's cache folder
 * (`apps/web/node_modules/.vite/precompress`) under the hash of the file it compresses: a build whose assets did not change (the next `npm start`, a
 * build on another Node.js line) copies them (decision 084). The cache keeps only the last build's.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let cacheDir = 'node_modules/.vite/precompress';
  return {
    name: 'trademate-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = join(config.cacheDir, 'precompress');
    },
    async closeBundle() {
      await mkdir(cacheDir, { recursive: true });
      const cached = new Set(await readdir(cacheDir));
      const jobs: Job[] = [];
      for await (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.endsWith('.map')) continue;
        const source = await readFile(path);
        if (source.length < MIN_BYTES) continue;
        const hash = createHash('sha256')
          .update(JSON.stringify(SETTINGS))
          .update(source)
          .digest('hex');
        jobs.push({ path, hash, bytes: source.length });
      }
      const copied = await Promise.all(
        jobs.map(
          async (job) =>
            cached.has(`${job.hash}.gz`) &&
            cached.has(`${job.hash}.br`) &&
            (await copyFromCache(cacheDir, job)),
        ),
      );
      const misses = jobs.filter((_, index) => !copied[index]);
      await Promise.all(
        share(misses, availableParallelism()).map((list) => compressInWorker(list, cacheDir)),
      );
      const kept = new Set(jobs.flatMap(({ hash }) => [`${hash}.gz`, `${hash}.br`]));
      await Promise.all(
        [...cached]
          .filter((name) => CACHED_NAME.test(name) && !kept.has(name))
          .map((name) => rm(join(cacheDir, name), { force: true })),
      );
    },
  };
}
