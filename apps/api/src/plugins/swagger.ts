import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the routes' zod schemas (`app.swagger()`); with `serveDocs`,
 * browsable at /api/docs and published at /api/docs/json.
 */
export async function registerSwagger(app: FastifyInstance, options: { serveDocs: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'TradeMate API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  if (options.serveDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
}
