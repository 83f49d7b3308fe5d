import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import { planSchema } from '@trademate/shared/schemas/plans';
import { ok } from '../../lib/respond';

/** The public price list. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const plansService = app.plans;

  app.get(
    '/',
    {
      schema: {
        tags: ['plans'],
        summary: 'The plans on offer, prices in AUD with GST included',
        response: { 200: envelopeSchema(z.array(planSchema)) },
      },
    },
    async () => ok(await plansService.listPlans()),
  );
};
