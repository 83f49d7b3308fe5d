import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  listServicesQuerySchema,
  serviceOverviewSchema,
  servicePageSchema,
  serviceSchema,
} from '@trademate/shared/schemas/services';
import { jsonBody, ok, sendJsonBody } from '../../lib/respond';

/** The public services catalogue. */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const servicesService = app.serviceCatalogue;
  const overviewEnvelope = envelopeSchema(serviceOverviewSchema);
  const toOverviewBody = jsonBody(
    overviewEnvelope,
    '/api/service/:id/overview',
    app.serializerChecks,
  );
  // A service page is the same for everyone: kept until jobs, people or services change.
  const overviews = app.readCache.region<string>(['services', 'jobs', 'users', 'user_services']);

  app.get(
    '/',
    {
      schema: {
        tags: ['services'],
        summary: 'List services, searchable by name, paginated',
        querystring: listServicesQuerySchema,
        response: { 200: envelopeSchema(servicePageSchema) },
      },
    },
    async (request) => ok(await servicesService.listServices(request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'One service',
        params: idParamSchema,
        response: {
          200: envelopeSchema(serviceSchema),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await servicesService.getServiceById(request.params.id)),
  );

  app.get(
    '/:id/overview',
    {
      schema: {
        tags: ['services'],
        summary:
          "A service's public page: what it covers, professionals per state, newest open jobs",
        params: idParamSchema,
        response: {
          200: overviewEnvelope,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await overviews.get(id, async () =>
        toOverviewBody(ok(await servicesService.getServiceOverview(id))),
      );
      return sendJsonBody(reply, body);
    },
  );
};
