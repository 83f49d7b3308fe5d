import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiAnswer, PageRenderer } from '@trademate/shared/page-rendering';
import { cookieNames, staffCookie } from './cookies';

/** The web app's server renderer, built beside the SPA, and a way to load it ahead of need. */
export interface BuiltPageRenderer {
  /** Renders through the built module, loading it first if it is not loaded yet. */
  renderer: PageRenderer;
  /** Loads the module (once); resolves when it is ready. */
  load(): Promise<PageRenderer>;
}

/**
 * The web app's server renderer, built beside the SPA (`apps/web/dist-server`, from
 * `npm run build`), or null when it was not built: every page is then the plain shell. The module
 * (React's server renderer and the pages) is not imported here: the server loads it once it
 * listens, and a page asked for before that waits for it (docs/decisions/045-start-up.md).
 */
export function builtPageRenderer(webDistDir: string | null): BuiltPageRenderer | null {
  if (!webDistDir) return null;
  const entry = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let loading: Promise<PageRenderer> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(entry).href) as Promise<PageRenderer>;
    return loading;
  };
  return {
    renderer: {
      renderPage: async (request) => (await load()).renderPage(request),
      renderSignedInPage: async (request) => {
        const built = await load();
        return built.renderSignedInPage ? built.renderSignedInPage(request) : null;
      },
      renderConsolePage: async (request) => {
        const built = await load();
        return built.renderConsolePage ? built.renderConsolePage(request) : null;
      },
    },
    load,
  };
}

/**
 * Whether the request is for a page of the console from someone who may be a signed-in staff
 * member: their console page is rendered for them when the renderer can (decision 090).
 */
export function maybeStaffPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const { pagesPath } = staffCookie;
  const isConsolePage = pathname === pagesPath || pathname.startsWith(`${pagesPath}/`);
  return isConsolePage && Boolean(request.cookies[staffCookie.name]);
}

/**
 * Whether the request comes from someone who may be signed in: the session cookie or its hint.
 * Their pages are rendered for them when the renderer can (decision 046), else the shell.
 */
export function maybeSignedIn(request: FastifyRequest): boolean {
  return Boolean(request.cookies[cookieNames.token] || request.cookies[cookieNames.sessionHint]);
}

/**
 * A GET of the API's own routes for the renderer, answered in-process by `inject`: the same
 * routes, read caches, access rules and shapes as the browser's fetch, on behalf of the visitor's
 * address (for the rate limits); without a session, or with the visitor's own cookies when
 * `withSession` (a signed-in page's data, decision 046).
 */
export function fetchInProcess(
  app: FastifyInstance,
  visitor: FastifyRequest,
  { withSession = false }: { withSession?: boolean } = {},
) {
  const cookie = withSession ? visitor.headers.cookie : undefined;
  return async (pathAndQuery: string): Promise<ApiAnswer> => {
    const answer = await app.inject({
      method: 'GET',
      url: pathAndQuery,
      remoteAddress: visitor.ip,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    const contentType = answer.headers['content-type'];
    return {
      status: answer.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: answer.body,
    };
  };
}
