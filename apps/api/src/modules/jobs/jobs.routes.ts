import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import { jobSuggestionListSchema } from '@trademate/shared/schemas/directory';
import {
  hireRequestSchema,
  invitationSchema,
  inviteRequestSchema,
  jobContactPageSchema,
  jobDetailSchema,
  jobListQuerySchema,
  jobOutcomeRequestSchema,
  jobReviewSchema,
  jobSchema,
  myJobPageSchema,
  postJobRequestSchema,
  reviewRequestSchema,
} from '@trademate/shared/schemas/jobs';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireVerifiedRole } from '../auth/auth.guards';

/** Invitations a client may send in an hour: plenty for real hiring, too few to spam. */
const INVITATIONS_PER_HOUR = 30;

const m = messages.jobs;

/** Not one of the client's jobs. */
const notFound = { 404: errorEnvelopeSchema };
/** …or a job whose status does not allow the change. */
const changeErrors = { ...notFound, 409: errorEnvelopeSchema };

/**
 * The client's side of jobs, under `/api/job`: every route is for a verified client. The access
 * rule runs before the body is validated, so a visitor who may not use a route hears that (401,
 * 403) rather than what is wrong with their input.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app;
  const verifiedClient = requireVerifiedRole('client');

  app.post(
    '/',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'Post a job for one service',
        body: postJobRequestSchema,
        response: { 201: envelopeSchema(jobSchema) },
      },
    },
    async (request, reply) => {
      const user = await verifiedClient(request);
      const job = await jobs.postJob(user.id, request.body);
      return reply.status(201).send(ok(job, m.posted, 201));
    },
  );

  app.get(
    '/mine',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: "The signed-in client's jobs, newest first",
        querystring: jobListQuerySchema,
        response: { 200: envelopeSchema(myJobPageSchema) },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.getMyJobs(user.id, request.query));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'One of my jobs with who made contact, who was hired and the review',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobDetailSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.getJob(user.id, request.params.id));
    },
  );

  app.get(
    '/:id/contacts',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'The professionals who contacted me about one of my jobs, newest first',
        params: idParamSchema,
        querystring: jobListQuerySchema,
        response: { 200: envelopeSchema(jobContactPageSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.getContacts(user.id, request.params.id, request.query));
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'Change an open job',
        params: idParamSchema,
        body: postJobRequestSchema,
        response: { 200: envelopeSchema(jobSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.updateJob(user.id, request.params.id, request.body), m.saved);
    },
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'Cancel an open or in-progress job; the professionals who made contact are told',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.cancelJob(user, request.params.id), m.cancelled);
    },
  );

  app.post(
    '/:id/outcome',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary:
          'Answer "What happened?" for an open job: hired elsewhere or not going ahead closes it, and the professionals who wrote are told',
        params: idParamSchema,
        body: jobOutcomeRequestSchema,
        response: { 200: envelopeSchema(jobSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(
        await jobs.answerOutcome(user, request.params.id, request.body.outcome),
        m.outcome.closed,
      );
    },
  );

  app.post(
    '/:id/hire',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'Hire a professional who contacted me about this open job',
        params: idParamSchema,
        body: hireRequestSchema,
        response: { 200: envelopeSchema(jobSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.hireTradie(user, request.params.id, request.body.tradieId), m.hired);
    },
  );

  app.get(
    '/:id/suggestions',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs', 'directory'],
        summary:
          "Up to 10 verified professionals who offer my open job's service in its state and take work",
        params: idParamSchema,
        response: { 200: envelopeSchema(jobSuggestionListSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await app.directory.listSuggestionsForJob(user.id, request.params.id));
    },
  );

  app.post(
    '/:id/invitations',
    {
      onRequest: verifiedClient,
      config: limitRequests({ max: INVITATIONS_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount }),
      schema: {
        tags: ['jobs'],
        summary:
          'Invite a professional I dealt with, or who matches this open job, to quote on it (once)',
        params: idParamSchema,
        body: inviteRequestSchema,
        response: {
          200: envelopeSchema(invitationSchema),
          201: envelopeSchema(invitationSchema),
          ...changeErrors,
        },
      },
    },
    async (request, reply) => {
      const user = await verifiedClient(request);
      const invitation = await jobs.inviteProfessional(
        user,
        request.params.id,
        request.body.professionalId,
      );
      if (!invitation.isNew) return ok(invitation, m.invitations.alreadySent);
      return reply.status(201).send(ok(invitation, m.invitations.sent, 201));
    },
  );

  app.post(
    '/:id/complete',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'Mark a job in progress as completed; the hired professional is told',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobs.completeJob(user, request.params.id), m.completed);
    },
  );

  app.post(
    '/:id/review',
    {
      onRequest: verifiedClient,
      schema: {
        tags: ['jobs'],
        summary: 'Review the professional hired for a completed job (once)',
        params: idParamSchema,
        body: reviewRequestSchema,
        response: { 201: envelopeSchema(jobReviewSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await verifiedClient(request);
      const review = await jobs.reviewJob(user, request.params.id, request.body);
      return reply.status(201).send(ok(review, m.reviewed, 201));
    },
  );
};
