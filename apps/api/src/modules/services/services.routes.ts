import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  listServicesQuerySchema,
  servicePageSchema,
  serviceSchema,
} from '@trademate/shared/schemas/services';
import { ok } from '../../lib/respond';

/** The public services catalogue. */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const servicesService = app.serviceCatalogue;

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
};
