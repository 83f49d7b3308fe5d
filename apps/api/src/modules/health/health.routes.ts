import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthSchema } from '@trademate/shared/schemas/health';
import { redisLinksOf } from '../../lib/redis-clients';

const PING_TIMEOUT_MS = 2_000;

async function isDatabaseUp(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for load balancers: 503 as soon as the database stops answering. Redis
 * away leaves the instance serving (decision 052): still 200, `degraded`, `redis: 'down'`.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Health of the API and its database',
        response: {
          200: z.object({ responseCode: z.literal(200), message: z.string(), data: healthSchema }),
          503: z
            .object({
              responseCode: z.literal(503),
              code: z.literal('SERVICE_UNAVAILABLE'),
              message: z.string(),
              data: healthSchema,
            })
            .describe('The database is not answering'),
        },
      },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      const links = redisLinksOf(app);
      const redis =
        links.length === 0
          ? {}
          : { redis: links.every((link) => link.isReady) ? ('up' as const) : ('down' as const) };
      if (await isDatabaseUp(() => app.database.ping())) {
        const isRedisAway = redis.redis === 'down';
        return reply.status(200).send({
          responseCode: 200,
          message: isRedisAway
            ? 'TradeMate is serving; Redis is not answering'
            : 'TradeMate is healthy',
          data: {
            status: isRedisAway ? 'degraded' : 'ok',
            database: 'up',
            ...redis,
            uptimeSeconds,
          },
        });
      }
      return reply.status(503).send({
        responseCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not answering',
        data: { status: 'degraded', database: 'down', ...redis, uptimeSeconds },
      });
    },
  );
};
