import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import {
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every rate limit counts: Redis with `redisUrl` (all instances), else this process. */
    rateLimits: RateLimitStore;
  }
}

export async function registerRateLimits(app: FastifyInstance, options: { redisUrl?: string }) {
  if (!options.redisUrl) {
    app.decorate('rateLimits', memoryRateLimitStore());
    return;
  }
  // Commands fail at once while Redis is unreachable instead of queueing: the store then counts
  // in this process until Redis answers again.
  const client = createClient({ url: options.redisUrl, disableOfflineQueue: true });
  client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis (rate limits)'));
  await client.connect();
  app.decorate(
    'rateLimits',
    redisRateLimitStore(client, (error) =>
      app.log.error({ err: error }, 'Rate limits are counted per instance until Redis answers'),
    ),
  );
  app.addHook('onClose', async () => {
    await client.close();
  });
}
