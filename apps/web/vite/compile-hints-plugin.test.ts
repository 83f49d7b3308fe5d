// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints-plugin.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Line and column (from 0) of the first `needle` in `code`. */
function positionOf(code: string, needle: string) {
  const index = code.indexOf(needle);
  const before = code.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') - 1 };
}

it('starts the entry, and only the entry, with the compile hint, above Vite’s preload list, and keeps its source map true', async () => {
  const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  roots.push(root);
  // Two lazy pages that share a module: Vite lists the shared chunk at the top of the entry.
  writeFileSync(
    join(root, 'main.js'),
    [
      "document.body.dataset.ready = 'entry-marker';",
      "document.body.onclick = () => import('./a.js').then((a) => a.run());",
      "document.body.onkeydown = () => import('./b.js').then((b) => b.run());",
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'shared.js'),
    'export const greet = (who) => `hello ${who}`.repeat(2);\n',
  );
  writeFileSync(
    join(root, 'a.js'),
    "import { greet } from './shared.js';\nexport const run = () => greet('a');\n",
  );
  writeFileSync(
    join(root, 'b.js'),
    "import { greet } from './shared.js';\nexport const run = () => greet('b');\n",
  );

  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHintsPlugin()],
    build: {
      outDir: 'dist',
      sourcemap: true,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: join(root, 'main.js') },
    },
  });

  const assets = join(root, 'dist', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const entryName = scripts.find((name) => name.startsWith('main-'));
  expect(entryName).toBeDefined();
  const entry = readFileSync(join(assets, entryName!), 'utf8');
  expect(entry.startsWith(`${COMPILE_HINT}const __vite__mapDeps=`)).toBe(true);
  for (const other of scripts.filter((name) => name !== entryName)) {
    expect(readFileSync(join(assets, other), 'utf8')).not.toContain(COMPILE_HINT.trim());
  }

  const map = new TraceMap(readFileSync(join(assets, `${entryName}.map`), 'utf8'));
  const original = originalPositionFor(map, positionOf(entry, 'entry-marker'));
  expect(original.source).toMatch(/main\.js$/);
  expect(original.line).toBe(1);
});
