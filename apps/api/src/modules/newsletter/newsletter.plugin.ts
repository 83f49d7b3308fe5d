import fp from 'fastify-plugin';
import { createNewsletterService, type NewsletterService } from './newsletter.service';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export const newsletterPlugin = fp(
  async (app) => {
    app.decorate('newsletter', createNewsletterService({ db: app.db }));
  },
  { name: 'newsletter' },
);
