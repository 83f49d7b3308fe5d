import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSettingsSchema } from '@trademate/shared/schemas/analytics';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import { ok } from '../../lib/respond';

/**
 * The analytics settings the web app reads after a visitor consents (decision 068). Public: the
 * container id is in every page that loads it anyway, and nothing here depends on who asks.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { gtmId: app.config.gtmId };
  app.get(
    '/settings',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The tag manager container the web app loads once a visitor consents, if any',
        response: { 200: envelopeSchema(analyticsSettingsSchema) },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changed only by a restart: caches may keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return ok(settings);
    },
  );
};
