import fp from 'fastify-plugin';
import { createQuotesService, type QuotesService } from './quotes.service';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuotesService;
  }
}

export const quotesPlugin = fp(
  async (app) => {
    app.decorate(
      'quotes',
      createQuotesService({
        db: app.db,
        jobs: app.jobs,
        chats: app.chats,
        notifications: app.notifications,
        credentials: app.credentials,
        uploadedFiles: app.uploadedFiles,
      }),
    );
  },
  {
    name: 'quotes',
    dependencies: ['jobs', 'chats', 'notifications', 'credentials', 'uploadedFiles'],
  },
);
