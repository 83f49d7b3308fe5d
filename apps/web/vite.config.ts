import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { compileHintsPlugin } from './vite/compile-hints-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { serviceIconsPlugin } from './vite/service-icons-plugin.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    serviceIconsPlugin(),
    // The installable app: a manifest and a service worker of our own (injectManifest, so it can
    // show pushes) into which Workbox writes the app shell to precache. main.tsx registers it
    // with three lines, so the home route carries none of vite-plugin-pwa's client code.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'TradeMate',
        short_name: 'TradeMate',
        description:
          'Find the right professional for your job: trusted tradies near you, across Australia.',
        lang: 'en-AU',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // brand-700 and white from the Tailwind theme (src/index.css).
        theme_color: '#145075',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The shell only: the entry chunk and styles, the offline page and the mark (the plugin
        // adds the manifest and its icons). Lazy pages are kept as they are first loaded
        // (sw.ts), not all downloaded on the first visit.
        globPatterns: ['assets/index-*.{js,css}', 'offline.html', 'favicon.svg'],
        buildPlugins: { vite: [] },
      },
    }),
    // The entry starts with V8's compile hint (decision 095).
    compileHintsPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    // The API refuses state-changing requests whose Origin is not its own Host, so the proxy keeps
    // the browser's Host (the string shorthand would rewrite it to the API's).
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/socket.io': { target: `ws://localhost:${apiPort}`, ws: true },
    },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
    manifest: true,
    // The entry holds React, the router and Redux (about 370 kB before compression); its real
    // budget is 100 KB gzip for the home route, measured by `npm run bench` (docs/decisions/042).
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every one of them for
        // preloading, and their readable names cost the home route about 1 KB gzip (the source
        // maps still name every module). Seven characters, the fewest Rolldown accepts for this
        // many chunks: each character more costs the home route about 0.2 KB (decision 089).
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // Everything the first load needs goes in the one entry chunk (one request, one gzip
          // stream); every page stays lazy. Left to its heuristics, Rolldown split the shell into
          // several shared chunks once the auth pages arrived, adding 2 KB to the home route.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // `vitest.config.ts` splits these into two projects: `web`, whose workers load the app's
    // modules once for all their files, and `web-stand-ins` (decision 081).
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts', './src/testing/setup.ts'],
    // Every wait inside a test is on the exact element, request or timer it needs; this limit only
    // ends a test that hangs. A first render on a busy 2-core machine takes seconds of wall time,
    // so it is the API tests' limit, not Vitest's 5 seconds (docs/decisions/014).
    testTimeout: 30_000,
  },
});
