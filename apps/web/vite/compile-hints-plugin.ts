import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled as it streams in, off the main thread, instead of each one on the main thread at its
 * first call. Only the first line counts.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type SourceMapLike = { mappings: string };

/**
 * Starts the entry chunk with V8's compile hint (decision 095). Nearly all of the entry (React,
 * the router, the store, the shell) runs as the first page is taken over, and without the hint
 * each function is parsed and compiled on the main thread when it is first called. It runs after
 * Vite's own `generateBundle`, which puts the list of preloaded chunks at the top of the entry:
 * a hint anywhere but on the first line does nothing. The source map gains an empty first line.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'trademate:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = COMPILE_HINT + output.code;
          if (output.map) (output.map as SourceMapLike).mappings = `;${output.map.mappings}`;
          const mapAsset = bundle[`${output.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as SourceMapLike;
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
