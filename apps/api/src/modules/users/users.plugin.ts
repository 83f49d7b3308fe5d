import fp from 'fastify-plugin';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export const usersPlugin = fp(
  async (app) => {
    app.decorate(
      'users',
      createUsersService({ db: app.db, subscriptions: app.subscriptions, places: app.places }),
    );
  },
  { name: 'users', dependencies: ['subscriptions', 'places'] },
);
