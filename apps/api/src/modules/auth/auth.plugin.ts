import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** Accounts' sign-up, codes, sign-in and sessions; the guards find sessions through it. */
export const authPlugin = fp(
  async (app) => {
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        users: app.users,
        tokens: app.tokens,
        mail: app.mail,
        secret: app.secrets.jwt,
        publicUrl: app.config.publicUrl,
      }),
    );
    app.decorateRequest('session', null);
  },
  { name: 'auth', dependencies: ['users', 'mail', 'push'] },
);
