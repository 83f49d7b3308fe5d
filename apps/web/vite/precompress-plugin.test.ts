// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { precompressPlugin } from './precompress-plugin.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Text of `kb` kilobytes that compresses, different for each seed. */
function text(seed: string, kb: number) {
  const words = Array.from({ length: kb * 200 }, (_, index) => `${seed}-${index % 97} `);
  return `export const words = ${JSON.stringify(words.join(''))};\n`;
}

/** Runs the plugin as `vite build` does, on a `dist` holding `files` alone. */
async function build(root: string, files: Record<string, string>) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'dist', name)), { recursive: true });
    writeFileSync(join(root, 'dist', name), source);
  }
  const plugin = precompressPlugin() as unknown as {
    configResolved: (config: ResolvedConfig) => void;
    closeBundle: () => Promise<void>;
  };
  plugin.configResolved({
    root,
    build: { outDir: 'dist' },
    cacheDir: join(root, 'cache'),
  } as ResolvedConfig);
  await plugin.closeBundle();
}

function newRoot() {
  const root = mkdtempSync(join(tmpdir(), 'precompress-'));
  roots.push(root);
  return root;
}

it('writes .gz and .br beside each asset of a kilobyte or more, each decompressing to it', async () => {
  const root = newRoot();
  const files: Record<string, string> = {
    'index.html': `<!doctype html><p>${'TradeMate '.repeat(200)}</p>`,
    'assets/a.js': text('a', 8),
    'assets/b.css': `.b{color:red}\n`.repeat(100),
    'assets/tiny.js': 'export {};\n',
    'assets/a.js.map': text('map', 4),
  };
  await build(root, files);

  for (const name of ['index.html', 'assets/a.js', 'assets/b.css']) {
    const path = join(root, 'dist', name);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(files[name]);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(files[name]);
    expect(readFileSync(`${path}.gz`).length).toBeLessThan(files[name]!.length);
  }
  const assets = readdirSync(join(root, 'dist/assets')).sort();
  expect(assets.filter((name) => /\.(gz|br)$/.test(name))).toEqual([
    'a.js.br',
    'a.js.gz',
    'b.css.br',
    'b.css.gz',
  ]);
});

it('keeps the last build’s results in the cache, and takes an unchanged file’s from it', async () => {
  const root = newRoot();
  const cache = join(root, 'cache/precompress');
  await build(root, { 'assets/a.js': text('a', 4), 'assets/b.js': text('b', 4) });
  const first = readdirSync(cache).sort();
  expect(first).toHaveLength(4);

  // A result taken from the cache is what the next build serves, byte for byte: a.js's gzip made
  // at zlib's fastest level here shows the build copied it rather than compressing again.
  const gzipOfA = readFileSync(join(root, 'dist/assets/a.js.gz'));
  const entryOfA = first.find((name) => readFileSync(join(cache, name)).equals(gzipOfA))!;
  const fastGzip = gzipSync(text('a', 4), { level: 1 });
  expect(fastGzip.equals(gzipOfA)).toBe(false);
  writeFileSync(join(cache, entryOfA), fastGzip);

  await build(root, { 'assets/a.js': text('a', 4), 'assets/c.js': text('c', 4) });
  const second = readdirSync(cache).sort();
  expect(second).toHaveLength(4);
  // a.js's results stayed, b.js's left with b.js, c.js's came.
  expect(second.filter((name) => first.includes(name))).toHaveLength(2);
  expect(second).toContain(entryOfA);
  expect(readFileSync(join(root, 'dist/assets/a.js.gz')).equals(fastGzip)).toBe(true);
  for (const seed of ['a', 'c']) {
    const path = join(root, 'dist/assets', `${seed}.js`);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(text(seed, 4));
  }
});
