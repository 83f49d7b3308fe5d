import fp from 'fastify-plugin';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service';

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: SubscriptionsService;
  }
}

export const subscriptionsPlugin = fp(
  async (app) => {
    app.decorate('subscriptions', createSubscriptionsService({ db: app.db }));
  },
  { name: 'subscriptions' },
);
