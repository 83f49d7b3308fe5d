import fp from 'fastify-plugin';
import { createReadCache } from '../../lib/read-cache';
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
    // Sessions kept in memory, dropped on every instance when a session, an account or a
    // subscription changes (decision 043): most requests then send one statement fewer. A cache of
    // its own, so that turning page caching off (READ_CACHE_SIZE=0) leaves it on.
    const sessionCache = await createReadCache(app.database, app.config.sessionCacheSize, (error) =>
      app.log.error({ err: error }, 'Not listening for table changes: sessions are looked up'),
    );
    app.addHook('onClose', async () => sessionCache.close());
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        users: app.users,
        tokens: app.tokens,
        mail: app.mail,
        secret: app.secrets.jwt,
        publicUrl: app.config.publicUrl,
        sessionCache:
          app.config.sessionCacheSize > 0
            ? sessionCache.region<LiveSessionRow | undefined>([
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
