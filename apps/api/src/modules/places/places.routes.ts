import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import { placeListSchema, placesQuerySchema } from '@trademate/shared/schemas/places';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';

/** Lookups from one address in a minute: a person typing into a picker, not a crawler. */
const LOOKUPS_PER_MINUTE = 120;

/** The suburb and postcode lookup, public (sign-up and the job form need it), under `/api/places`. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { places } = app;

  app.get(
    '/',
    {
      config: limitRequests({ max: LOOKUPS_PER_MINUTE, windowMs: 60 * 1000 }),
      schema: {
        tags: ['places'],
        summary: 'Suburbs of a postcode, or suburbs whose name starts with q, with coordinates',
        querystring: placesQuerySchema,
        response: { 200: envelopeSchema(placeListSchema) },
      },
    },
    async (request, reply) => {
      // The data changes only with a release: browsers may keep an answer for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return ok(await places.lookup(request.query));
    },
  );
};
