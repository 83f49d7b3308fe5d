import fp from 'fastify-plugin';
import { createAbrClient } from './abr-client';
import { createCredentialsService, type CredentialsService } from './credentials.service';

declare module 'fastify' {
  interface FastifyInstance {
    credentials: CredentialsService;
  }
}

export const credentialsPlugin = fp(
  async (app) => {
    app.decorate(
      'credentials',
      createCredentialsService({
        db: app.db,
        abr: createAbrClient(app.config.abr),
        log: app.log,
      }),
    );
  },
  { name: 'credentials' },
);
