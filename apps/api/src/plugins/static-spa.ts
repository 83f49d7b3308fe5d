import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPage } from '@trademate/shared/app-pages';
import { consentCookieName, consentVersion } from '@trademate/shared/constants/consent';
import type { ClientManifest, PageRenderer } from '@trademate/shared/page-rendering';
import { unknownApiRoute } from './error-handler';
import { fetchInProcess, maybeSignedIn, maybeStaffPage } from './page-renderer';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA from the same port as the API: hashed assets cached for a year, index.html,
 * the service worker (`sw.js`, which browsers then check on every visit) and the web manifest
 * never cached, and any other page path answered with index.html so the client router draws it
 * (history fallback): with a 200 for the address of one of the app's pages, a 404 for any other
 * (the app shows its not-found page, decision 058). Unknown /api paths and missing files get a
 * real 404 (an over-long /api path part a 414).
 *
 * With the server renderer (decision 041), a visitor who is not signed in gets the public pages
 * rendered with their content in that index.html; a signed-in one gets the shell, with the session
 * and the page's first data in it on the pages the renderer preloads (decision 046); every other
 * page is the shell.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  webDistDir: string | null,
  pageRenderer: PageRenderer | null = null,
) {
  const sendPage = webDistDir ? pageSender(app, webDistDir, pageRenderer) : null;
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each asset; send those instead of compressing per request.
      preCompressed: true,
      setHeaders(res, path) {
        const isHashedAsset = path.startsWith(join(webDistDir, 'assets'));
        res.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
  // fastify-static would answer `/` with index.html itself; the home page is a page like the others.
  if (sendPage) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPageRequest && sendPage) return sendPage(request, reply);
    if (isPageRequest) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built. Run `npm run build`, or `npm run dev` for development.',
        );
    }
    const body = unknownApiRoute(request.method, request.url);
    return reply.status(body.responseCode).send(body);
  });
}

/** Answers a page request: rendered on the server when it can be, else the app shell. */
function pageSender(app: FastifyInstance, webDistDir: string, pageRenderer: PageRenderer | null) {
  // The build's index.html, read once: it changes only with a new build, and a new start.
  const template = pageRenderer ? readFileSync(join(webDistDir, 'index.html'), 'utf8') : '';
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  const clientManifest =
    pageRenderer && existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest)
      : undefined;
  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // The answer depends on the session cookie: a shared cache must not give one to the other.
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    // A staff member's console page (decision 090), a customer's page (decision 046), or a page
    // for a visitor without a session (decision 041).
    const staffPage = maybeStaffPage(request);
    const signedIn = staffPage || maybeSignedIn(request);
    const render = staffPage
      ? pageRenderer?.renderConsolePage
      : signedIn
        ? pageRenderer?.renderSignedInPage
        : pageRenderer?.renderPage;
    if (render) {
      try {
        const page = await render({
          url: request.url,
          template,
          publicUrl: app.config.publicUrl,
          clientManifest,
          fetchApi: fetchInProcess(app, request, { withSession: signedIn }),
          consentAnswered: request.cookies[consentCookieName] === String(consentVersion),
        });
        if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
        // A signed-in user's page carries their own data: no cache keeps it.
        if (page && signedIn) reply.header('cache-control', 'private, no-store');
        if (page) return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      } catch (error) {
        // The shell still works: the browser renders the page, as for a signed-in user.
        request.log.error({ err: error }, 'Could not render the page on the server');
      }
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.code(isAppPage(pathname) ? 200 : 404).sendFile('index.html', webDistDir);
  };
}
