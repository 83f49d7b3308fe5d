import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How long a crawler or a cache may keep each answer. */
const ROBOTS_MAX_AGE_SECONDS = 3600;
const SITEMAP_MAX_AGE_SECONDS = 300;

/**
 * `/robots.txt` and `/sitemap.xml`, at the site's root where crawlers look for them; not part of
 * the API, so not in its document. Anyone may read them.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitemap } = app;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`)
      .send(sitemap.robotsTxt()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`)
      .send(await sitemap.sitemapXml()),
  );
};
