import fp from 'fastify-plugin';
import { createSafetyService, type SafetyService } from './safety.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports and blocks (decision 027). */
    safety: SafetyService;
  }
}

/** Reports and blocks depend on the database only: chats and jobs ask them before a write. */
export const safetyPlugin = fp(
  async (app) => {
    app.decorate('safety', createSafetyService({ db: app.db }));
  },
  { name: 'safety' },
);
