import fp from 'fastify-plugin';
import { createPeopleService, type PeopleService } from './people.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's People section (decision 031). */
    people: PeopleService;
  }
}

export const peoplePlugin = fp(
  async (app) => {
    app.decorate(
      'people',
      createPeopleService({
        db: app.db,
        users: app.users,
        auth: app.auth,
        reviews: app.reviews,
        subscriptions: app.subscriptions,
        audit: app.audit,
      }),
    );
  },
  { name: 'people', dependencies: ['users', 'auth', 'reviews', 'subscriptions', 'audit'] },
);
