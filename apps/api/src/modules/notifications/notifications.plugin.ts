import fp from 'fastify-plugin';
import { createNotificationsService, type NotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

export const notificationsPlugin = fp(
  async (app) => {
    app.decorate(
      'notifications',
      createNotificationsService({ db: app.db, realtime: app.realtime }),
    );
  },
  { name: 'notifications' },
);
