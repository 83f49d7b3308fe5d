import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server renderer's build (docs/decisions/041): `src/entry-server.tsx` into `dist-server`,
 * for Node, run by the API for public pages. Kept apart from vite.config.ts, the browser's build:
 * none of this reaches the browser, and the browser build's plugins (the installable app, the
 * precompression, the styles) have nothing to do here. Packages stay in node_modules.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
  },
});
