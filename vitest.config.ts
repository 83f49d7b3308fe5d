import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          // Many tests build the whole app on a fresh database, and CI's two cores are shared with
          // other work: a test that hangs still fails, but a slow moment of the machine does not.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
