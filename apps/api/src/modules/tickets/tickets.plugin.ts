import fp from 'fastify-plugin';
import { createTicketsService, type TicketsService } from './tickets.service';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketsService;
  }
}

export const ticketsPlugin = fp(
  async (app) => {
    app.decorate('tickets', createTicketsService({ db: app.db, users: app.users, mail: app.mail }));
  },
  { name: 'tickets', dependencies: ['users', 'mail'] },
);
