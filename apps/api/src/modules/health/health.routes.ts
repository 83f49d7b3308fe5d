import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { healthSchema, livenessSchema, readinessSchema } from '@trademate/shared/schemas/health';
import { answersInTime, createReadinessCheck, partsDown, redisState } from './health.checks';

const unavailable = <T extends z.ZodType>(data: T, description: string) =>
  z
    .object({
      responseCode: z.literal(503),
      code: z.literal('SERVICE_UNAVAILABLE'),
      message: z.string(),
      data,
    })
    .describe(description);

/**
 * Health for operators and load balancers. `/api/health`: 503 as soon as the database stops
 * answering; Redis away leaves the instance serving (decision 052): still 200, `degraded`.
 * `/api/health/live`: the process answers. `/api/health/ready`: the instance may be sent
 * requests: its database answers and is migrated, Redis and the file store answer; otherwise 503
 * naming what is down (decision 069). The load balancer's health check asks `ready`.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkReadiness = createReadinessCheck(app);

  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Health of the API and its database',
        response: {
          200: z.object({ responseCode: z.literal(200), message: z.string(), data: healthSchema }),
          503: unavailable(healthSchema, 'The database is not answering'),
        },
      },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      const redis = redisState(app);
      if (await answersInTime(() => app.database.ping())) {
        const isRedisAway = redis.redis === 'down';
        return reply.status(200).send({
          responseCode: 200,
          message: isRedisAway ? messages.health.redisAwayButServing : messages.health.healthy,
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
        message: messages.health.databaseDown,
        data: { status: 'degraded', database: 'down', ...redis, uptimeSeconds },
      });
    },
  );

  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the process answers (asks nothing of the database)',
        response: {
          200: z.object({
            responseCode: z.literal(200),
            message: z.string(),
            data: livenessSchema,
          }),
        },
      },
    },
    async () => ({
      responseCode: 200 as const,
      message: messages.health.live,
      data: { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) },
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the instance may be sent requests: database, migrations, Redis, files',
        response: {
          200: z.object({
            responseCode: z.literal(200),
            message: z.string(),
            data: readinessSchema,
          }),
          503: unavailable(readinessSchema, 'A part the instance needs is down; the body names it'),
        },
      },
    },
    async (_request, reply) => {
      const parts = await checkReadiness();
      const uptimeSeconds = Math.round(process.uptime());
      const down = partsDown(parts);
      if (down.length === 0) {
        return reply.status(200).send({
          responseCode: 200,
          message: messages.health.ready,
          data: { status: 'ready', ...parts, uptimeSeconds },
        });
      }
      return reply.status(503).send({
        responseCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: messages.health.notReady(down.map((part) => messages.health.parts[part])),
        data: { status: 'unavailable', ...parts, uptimeSeconds },
      });
    },
  );
};
