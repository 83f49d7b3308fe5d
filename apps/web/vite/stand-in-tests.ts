import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The web app's test files that stand in for one of its modules (`vi.mock`, `vi.doMock`), as
 * paths from the app's folder. A stand-in is registered for the worker, and the modules that
 * import it are kept as first loaded: in a module graph shared by several files it would leak into
 * the files after it, or miss modules loaded before it. These files get a graph of their own
 * (decision 081); the charts' stand-in is the same for every file, so `setup.ts` registers it.
 */
export function testsThatStandIn(appFolder: string): string[] {
  const sources = join(appFolder, 'src');
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(join(sources, file), 'utf8')))
    .map((file) => ['src', ...file.split(sep)].join('/'))
    .sort();
}
