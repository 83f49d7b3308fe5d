import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  jobHistoryEntrySchema,
  jobHistoryPageSchema,
  jobHistoryQuerySchema,
} from '@trademate/shared/schemas/job-requests';
import { ok } from '../../lib/respond';
import { requireRole } from '../auth/auth.guards';

/** Not a job the tradie contacted or was hired for. */
const notFound = { 404: errorEnvelopeSchema };

/** A tradie's job history. No plan needed: an expired tradie still sees the work they did. */
export const jobHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobHistory } = app;
  const tradie = requireRole('tradie');

  app.get(
    '/',
    {
      onRequest: tradie,
      schema: {
        tags: ['job history'],
        summary: 'The jobs I contacted a client about or was hired for, most recent first',
        querystring: jobHistoryQuerySchema,
        response: { 200: envelopeSchema(jobHistoryPageSchema) },
      },
    },
    async (request) => {
      const user = await tradie(request);
      return ok(await jobHistory.listJobHistory(user.id, request.query));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: tradie,
      schema: {
        tags: ['job history'],
        summary: "One of my jobs; the client's phone and email once they hired me",
        params: idParamSchema,
        response: { 200: envelopeSchema(jobHistoryEntrySchema), ...notFound },
      },
    },
    async (request) => {
      const user = await tradie(request);
      return ok(await jobHistory.getJobHistoryEntry(user.id, request.params.id));
    },
  );
};
