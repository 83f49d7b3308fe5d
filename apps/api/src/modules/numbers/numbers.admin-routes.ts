import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { numbersQuerySchema, numbersReportSchema } from '@trademate/shared/schemas/numbers';
import { ok } from '../../lib/respond';
import { requireStaff } from '../staff/staff.guards';

/** The console's Numbers section (decision 036), under `/api/admin`: revenue is admins' only. */
export const numbersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { numbers } = app;

  app.get(
    '/numbers',
    {
      onRequest: requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Sign-ups, jobs, contacts, hires, reviews, trials, paying professionals, MRR and churn per week or month',
        querystring: numbersQuerySchema,
        response: { 200: envelopeSchema(numbersReportSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await numbers.report(request.query)),
  );
};
