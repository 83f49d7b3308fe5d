import fp from 'fastify-plugin';
import { createTicketsService, type TicketsService } from './tickets.service';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketsService;
  }
}

export const ticketsPlugin = fp(
  async (app) => {
    app.decorate(
      'tickets',
      createTicketsService({
        db: app.db,
        users: app.users,
        mail: app.mail,
        notifications: app.notifications,
        audit: app.audit,
        staff: app.staff,
      }),
    );
  },
  { name: 'tickets', dependencies: ['users', 'mail', 'notifications', 'audit', 'staff'] },
);
