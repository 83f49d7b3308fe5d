import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  contactClientRequestSchema,
  contactClientResultSchema,
  invitedJobListSchema,
  jobRequestDetailSchema,
  jobRequestPageSchema,
  jobRequestsQuerySchema,
} from '@trademate/shared/schemas/job-requests';
import { jsonBody, ok, sendJsonBody } from '../../lib/respond';
import { hasProfessionalAccess } from '../../lib/subscription-status';
import {
  pathIdOf,
  requirePlan,
  requireRole,
  requireVerifiedRole,
  type Exception,
} from '../auth/auth.guards';

/** No such job, or not one the professional may see. */
const notFound = { 404: errorEnvelopeSchema };

/** Job requests as professionals see them: the feed, one request, and contacting its client. */
export const jobRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobRequests, jobs } = app;
  const professional = requireRole(...professionalTypes);
  /**
   * A professional invited to quote on this job reads it and writes to its client without the
   * plan: the Free plan's "Chat with clients who contact you" (decision 021). Only this job.
   */
  const invitedToThisJob: Exception = async (user, request) => {
    const jobId = pathIdOf(request);
    return jobId !== undefined && (await jobs.isInvited(jobId, user.id));
  };
  const previewer = requirePlan('preview', professional, invitedToThisJob);
  const verifiedProfessional = requireVerifiedRole(...professionalTypes);
  const contacter = requirePlan('contact', verifiedProfessional, invitedToThisJob);
  const feedPage = envelopeSchema(jobRequestPageSchema);
  const toFeedBody = jsonBody(feedPage, '/api/jobRequest', app.serializerChecks);
  // The professionals' busiest read: a page depends on who asks (their services), whether their
  // plan shows the details, and the filters; it is kept until jobs, services or anyone's offered
  // services change, or a profile (the distances are from the viewer's suburb), or a client's
  // record on the cards (decision 029).
  const feedPages = app.readCache.region<string>([
    'jobs',
    'services',
    'user_services',
    'users',
    'blocks',
    'client_records',
  ]);

  app.get(
    '/',
    {
      onRequest: professional,
      schema: {
        tags: ['job requests'],
        summary:
          "Open jobs in the services I offer, newest first (or nearest first within withinKm), filtered on a service's answers; budget, timing and contacts with the plan",
        querystring: jobRequestsQuerySchema,
        response: { 200: feedPage },
      },
    },
    async (request, reply) => {
      const viewer = await professional(request);
      const { serviceId, answers, state, city, withinKm, sort, cursor, limit } = request.query;
      const key = JSON.stringify([
        viewer.id,
        hasProfessionalAccess(viewer.subscriptionStatus),
        serviceId,
        answers,
        state,
        city,
        withinKm,
        sort,
        cursor,
        limit,
      ]);
      const body = await feedPages.get(key, async () =>
        toFeedBody(ok(await jobRequests.listJobRequests(viewer, request.query))),
      );
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/invitations',
    {
      onRequest: professional,
      schema: {
        tags: ['job requests'],
        summary: 'Open jobs whose clients invited me to quote, newest invitation first (any plan)',
        response: { 200: envelopeSchema(invitedJobListSchema) },
      },
    },
    async (request) => ok(await jobRequests.listInvitations(await professional(request))),
  );

  app.get(
    '/:id',
    {
      onRequest: previewer,
      schema: {
        tags: ['job requests'],
        summary: 'One job request in full (Professional plan)',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobRequestDetailSchema), ...notFound },
      },
    },
    async (request) =>
      ok(await jobRequests.getJobRequest(await professional(request), request.params.id)),
  );

  app.post(
    '/:id/contact',
    {
      onRequest: contacter,
      schema: {
        tags: ['job requests'],
        summary: 'Write to the client about an open job: opens the chat and tells the client',
        params: idParamSchema,
        body: contactClientRequestSchema,
        response: {
          201: envelopeSchema(contactClientResultSchema),
          ...notFound,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await jobRequests.contactClient(
        await verifiedProfessional(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(ok(result, messages.jobRequests.contacted, 201));
    },
  );
};
