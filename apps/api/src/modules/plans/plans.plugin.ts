import fp from 'fastify-plugin';
import { createPlansService, type PlansService } from './plans.service';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlansService;
  }
}

export const plansPlugin = fp(
  async (app) => {
    app.decorate('plans', createPlansService({ db: app.db }));
  },
  { name: 'plans' },
);
