import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import { serviceQuestionsSchema } from '@trademate/shared/schemas/job-questions';
import { ok } from '../../lib/respond';

/** The questions the job form asks once a service is chosen (decision 071), under `/api/services`. */
export const serviceQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { questionSets } = app;

  app.get(
    '/:id/questions',
    {
      schema: {
        tags: ['services'],
        summary:
          'The questions a new job in this service is asked, or null when it asks none (anyone)',
        params: idParamSchema,
        response: { 200: envelopeSchema(serviceQuestionsSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await questionSets.getForNewJob(request.params.id)),
  );
};
