import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { apiRoot } from './api-root';

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API built as `npm start` builds it (`build.mjs`), for the tests that run it as a process. */
    builtApiFolder: string;
  }
}

/**
 * The API suite's global set-up: the API bundled once for the whole run, as production runs it
 * (`node server.js`, `node backup.js`…), into a folder of the run's own under the package's
 * `node_modules/.cache`, where the bundle finds its npm packages. A test that starts the server or
 * an operator command in a process of its own runs the bundle: starting from the TypeScript
 * through tsx cost about 9 s of CPU a process, the bundle about 3 s (decision 085). Removed when
 * the run ends.
 */
export default async function setup(project: TestProject) {
  const builds = join(apiRoot, 'node_modules/.cache/test-builds');
  await removeAbandonedBuilds(builds);
  const folder = join(builds, randomUUID());
  const build = () => run(process.execPath, ['build.mjs', folder], { cwd: apiRoot });
  await build();
  // In watch mode the tests run again after a change: so does the build.
  project.onTestsRerun(async () => {
    await build();
  });
  project.provide('builtApiFolder', folder);
  return () => rm(folder, { recursive: true, force: true });
}

/** Builds left by runs that ended without their tear-down (a day old: no run lasts that long). */
async function removeAbandonedBuilds(builds: string) {
  const entries = await readdir(builds).catch(() => []);
  for (const entry of entries) {
    const path = join(builds, entry);
    const modified = await stat(path).then(
      ({ mtimeMs }) => mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - modified > 24 * 60 * 60_000) await rm(path, { recursive: true, force: true });
  }
}
