import { consolePaths } from './console-paths';
import { paths } from './paths';

/**
 * A route path as React Router matches it: letter case aside, a trailing slash allowed, each
 * `:param` one segment of at least one character.
 */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** Every page of the web app and of the console, by its route path. */
export const appPagePaths: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(consolePaths),
].flatMap((entry) => ('path' in entry ? [entry.path] : []));

const patterns = appPagePaths.map(patternOf);

/**
 * Whether `pathname` is the address of one of the app's pages (whether or not the record it
 * names exists): anything else is answered with the not-found page and a 404 (decision 058).
 */
export function isAppPage(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
