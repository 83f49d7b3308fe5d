import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { serviceIconsPlugin } from './vite/service-icons-plugin.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceIconsPlugin(), precompressPlugin()],
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
    sourcemap: true,
    manifest: true,
    // The entry holds React, the router and Redux (about 370 kB before compression); its real
    // budget is 120 KB gzip for the home route, measured by `npm run bench` (docs/decisions/001).
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts', './src/testing/setup.ts'],
    // Every wait inside a test is on the exact element, request or timer it needs; this limit only
    // ends a test that hangs. A first render on a busy 2-core machine takes seconds of wall time,
    // so it is the API tests' limit, not Vitest's 5 seconds (docs/decisions/014).
    testTimeout: 30_000,
  },
});
