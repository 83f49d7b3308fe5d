import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { unknownApiRoute } from './error-handler';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA from the same port as the API: hashed assets cached for a year, index.html,
 * the service worker (`sw.js`, which browsers then check on every visit) and the web manifest
 * never cached, and any unknown page path answered with index.html so the client router decides
 * (history fallback). Unknown /api paths and missing files get a real 404 (an over-long /api path part a 414).
 */
export async function registerStaticSpa(app: FastifyInstance, webDistDir: string | null) {
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPageRequest && webDistDir) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    }
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
