import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server renderer's build (docs/decisions/041): `src/entry-server.tsx` into `dist-server`,
 * for Node, run by the API for public pages. Kept apart from vite.config.ts, the browser's build:
 * none of this reaches the browser, and the browser build's plugins (the installable app, the
 * precompression, the styles) have nothing to do here.
 */
export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The build bundles its packages (React, React Router, Redux Toolkit) for production, whatever
  // NODE_ENV the API runs under: the browser's build always is, and their development builds
  // (React's checks, Redux Toolkit's state checks on every action) made each render cost about
  // 40% more CPU (decision 098). Loaded from source (the API's tests), packages stay external.
  ...(command === 'build' && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
  },
}));
