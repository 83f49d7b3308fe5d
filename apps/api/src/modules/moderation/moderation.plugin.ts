import fp from 'fastify-plugin';
import { createModerationService, type ModerationService } from './moderation.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's Moderation section (decision 034). */
    moderation: ModerationService;
  }
}

export const moderationPlugin = fp(
  async (app) => {
    app.decorate(
      'moderation',
      createModerationService({
        db: app.db,
        safety: app.safety,
        jobs: app.jobs,
        chats: app.chats,
        reviews: app.reviews,
        people: app.people,
        notifications: app.notifications,
        audit: app.audit,
      }),
    );
  },
  {
    name: 'moderation',
    dependencies: ['safety', 'jobs', 'chats', 'reviews', 'people', 'notifications', 'audit'],
  },
);
