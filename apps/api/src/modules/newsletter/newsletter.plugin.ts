import fp from 'fastify-plugin';
import { createNewsletterService, type NewsletterService } from './newsletter.service';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export const newsletterPlugin = fp(
  async (app) => {
    app.decorate(
      'newsletter',
      createNewsletterService({
        db: app.db,
        mail: app.mail,
        audit: app.audit,
        tokenSecret: app.secrets.jwt,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'newsletter', dependencies: ['mail', 'audit'] },
);
