import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  newsletterAskedSchema,
  newsletterIssueInputSchema,
  newsletterIssueSchema,
  newsletterOverviewSchema,
  newsletterTestResultSchema,
} from '@trademate/shared/schemas/newsletter-admin';
import { staffReasonSchema } from '@trademate/shared/schemas/staff';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

/** Content is an admin's work (decision 030): support staff are refused. */
const admin = requireStaff('admin');
const m = messages.newsletterIssues;

/** The console's newsletter (decision 035), under `/api/admin/newsletter`. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app;
  const refusals = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

  app.get(
    '/newsletter',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Subscribers by state, and every issue with its counts (admins)',
        response: { 200: envelopeSchema(newsletterOverviewSchema) },
      },
    },
    async () => ok(await newsletter.overview()),
  );

  app.get(
    '/newsletter/issues/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'An issue in Markdown, with its counts (admins)',
        params: idParamSchema,
        response: { 200: envelopeSchema(newsletterIssueSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await newsletter.getIssue(request.params.id)),
  );

  app.post(
    '/newsletter/issues',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Write a new issue, saved as a draft (admins)',
        body: newsletterIssueInputSchema,
        response: { 201: envelopeSchema(newsletterIssueSchema) },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, await admin(request));
      const issue = await newsletter.createIssue(actor, request.body);
      reply.code(201);
      return ok(issue, m.saved, 201);
    },
  );

  app.put(
    '/newsletter/issues/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Save a draft issue; a sent one no longer changes (admins)',
        params: idParamSchema,
        body: newsletterIssueInputSchema,
        response: { 200: envelopeSchema(newsletterIssueSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      return ok(await newsletter.updateIssue(actor, request.params.id, request.body), m.saved);
    },
  );

  app.post(
    '/newsletter/issues/:id/test',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Mail the issue to my own address, marked as a test (admins)',
        params: idParamSchema,
        response: { 200: envelopeSchema(newsletterTestResultSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const result = await newsletter.sendTest(actor, request.params.id);
      return ok(result, m.testQueued(result.to));
    },
  );

  app.post(
    '/newsletter/issues/:id/send',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Send the issue to every confirmed subscriber, through the outbox (admins)',
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(newsletterIssueSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const issue = await newsletter.send(actor, request.params.id, request.body.reason);
      return ok(issue, m.sendQueued(issue.counts.recipients));
    },
  );

  app.post(
    '/newsletter/subscribers/ask-to-confirm',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Mail a confirmation link to every address from before double opt-in that never got one (admins)',
        body: staffReasonSchema,
        response: { 200: envelopeSchema(newsletterAskedSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const result = await newsletter.askToConfirm(actor, request.body.reason);
      return ok(result, m.askedToConfirm(result.asked));
    },
  );
};
