import fp from 'fastify-plugin';
import type { LiveSessionRow } from './auth.repository';
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
        metrics: app.metrics,
        // Sessions kept in memory, dropped on every instance when a session, an account or a
        // subscription changes (decision 043): most requests then send one statement fewer.
        sessionCache:
          app.config.sessionCacheSize > 0
            ? app.referenceCache.region<LiveSessionRow | undefined>([
                'sessions',
                'users',
                'subscriptions',
              ])
            : undefined,
      }),
    );
    app.decorateRequest('session', null);
  },
  { name: 'auth', dependencies: ['users', 'mail', 'push'] },
);
