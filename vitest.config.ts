import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vite.config.ts';
import { testsThatStandIn } from './apps/web/vite/stand-in-tests.ts';

const standInTests = testsThatStandIn(fileURLToPath(new URL('./apps/web', import.meta.url)));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single file at a time on CI's two.
    // The API's tests wait on PostgreSQL and Redis as much as they compute, so files run side by
    // side beyond the core count (decision 073). `TEST_WORKERS` overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(3, availableParallelism()),
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
          globalSetup: ['./test/template-database.ts', './test/built-api.ts'],
          // A worker evaluates the app's modules once for all its files; each test still builds its
          // own app on its own database (decision 080).
          isolate: false,
          // Many tests build the whole app on a fresh database, and CI's two cores are shared with
          // other work: a test that hangs still fails, but a slow moment of the machine does not.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      // A web worker loads the app's modules once for all its files, but for the files that stand
      // in for a module (`vi.mock`), which each load the app afresh (decision 081).
      {
        ...web,
        test: {
          ...web.test,
          root: './apps/web',
          isolate: false,
          exclude: [...configDefaults.exclude, ...standInTests],
        },
      },
      {
        ...web,
        test: { ...web.test, name: 'web-stand-ins', root: './apps/web', include: standInTests },
      },
    ],
  },
});
