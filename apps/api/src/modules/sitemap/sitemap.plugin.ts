import fp from 'fastify-plugin';
import { createSitemapService, type SitemapService } from './sitemap.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** robots.txt and the sitemap of the public pages (decision 058). */
    sitemap: SitemapService;
  }
}

export const sitemapPlugin = fp(
  async (app) => {
    app.decorate(
      'sitemap',
      createSitemapService({
        publicUrl: app.config.publicUrl,
        services: app.serviceCatalogue,
        blog: app.blog,
      }),
    );
  },
  { name: 'sitemap', dependencies: ['serviceCatalogue', 'blog'] },
);
