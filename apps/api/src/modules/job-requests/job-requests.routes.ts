import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  contactClientRequestSchema,
  contactClientResultSchema,
  jobRequestDetailSchema,
  jobRequestPageSchema,
  jobRequestsQuerySchema,
} from '@trademate/shared/schemas/job-requests';
import { ok } from '../../lib/respond';
import { requirePlan, requireRole, requireVerifiedRole } from '../../plugins/auth';
import { createJobRequestsService } from './job-requests.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Job requests as professionals see them: the feed, one request, and contacting its client. */
export const jobRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobRequests = createJobRequestsService(app.db, app.realtime);

  app.get(
    '/',
    {
      preHandler: requireRole('tradie', 'freeTradie'),
      schema: {
        tags: ['job requests'],
        summary:
          'Open jobs in the services I offer, newest first; budget, timing and contacts with the plan',
        querystring: jobRequestsQuerySchema,
        response: { 200: envelopeSchema(jobRequestPageSchema), ...errors },
      },
    },
    async (request) => ok(await jobRequests.listJobRequests(request.auth!.user, request.query)),
  );

  app.get(
    '/:id',
    {
      preHandler: [requireRole('tradie', 'freeTradie'), requirePlan('preview')],
      schema: {
        tags: ['job requests'],
        summary: 'One job request in full (Professional plan)',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobRequestDetailSchema), ...errors },
      },
    },
    async (request) => ok(await jobRequests.getJobRequest(request.auth!.user, request.params.id)),
  );

  app.post(
    '/:id/contact',
    {
      preHandler: [requireVerifiedRole('tradie', 'freeTradie'), requirePlan('contact')],
      schema: {
        tags: ['job requests'],
        summary: 'Write to the client about an open job: opens the chat and tells the client',
        params: idParamSchema,
        body: contactClientRequestSchema,
        response: {
          201: envelopeSchema(contactClientResultSchema),
          ...errors,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await jobRequests.contactClient(
        request.auth!.user,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(ok(result, messages.jobRequests.contacted, 201));
    },
  );
};
