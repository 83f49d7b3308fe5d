import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  consoleServiceListSchema,
  consoleServiceSchema,
  mergeServiceRequestSchema,
  serviceInputSchema,
  serviceMergeResultSchema,
} from '@trademate/shared/schemas/services-admin';
import {
  consoleQuestionSetsSchema,
  jobQuestionSetInputSchema,
  jobQuestionSetSchema,
} from '@trademate/shared/schemas/job-questions';
import { staffReasonSchema } from '@trademate/shared/schemas/staff';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

const m = messages.servicesAdmin;
const mq = messages.jobQuestions;

/** The catalogue is content: an admin's work (decision 030); support staff are refused. */
const admin = requireStaff('admin');

/** The console's services catalogue (decision 037), under `/api/admin`. */
export const servicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogueEditor } = app;
  const refusals = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const changed = envelopeSchema(consoleServiceSchema);

  app.get(
    '/services',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every service, shown, hidden or merged, with how many use it (admins)',
        response: { 200: envelopeSchema(consoleServiceListSchema) },
      },
    },
    async () => ok(await catalogueEditor.list()),
  );

  app.get(
    '/services/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'One service as the console shows it (admins)',
        params: idParamSchema,
        response: { 200: changed, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await catalogueEditor.get(request.params.id)),
  );

  app.post(
    '/services',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Add a service: on the site and in the forms at once (admins)',
        body: serviceInputSchema,
        response: { 201: changed, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, await admin(request));
      const service = await catalogueEditor.add(actor, request.body);
      reply.code(201);
      return ok(service, m.added(service.name), 201);
    },
  );

  app.put(
    '/services/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Rename a service or change its description or icon (admins)',
        params: idParamSchema,
        body: serviceInputSchema,
        response: { 200: changed, ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const service = await catalogueEditor.update(actor, request.params.id, request.body);
      return ok(service, m.saved(service.name));
    },
  );

  // Hiding and showing again are one change each way: the same checks, audit and answer.
  const visibility = [
    {
      path: '/services/:id/hide',
      summary: 'Hide a service: off the site and the forms; what uses it keeps it (admins)',
      hidden: true,
      message: m.hiddenMessage,
    },
    {
      path: '/services/:id/show',
      summary: 'Show a hidden service again (admins)',
      hidden: false,
      message: m.shownMessage,
    },
  ] as const;
  for (const { path, summary, hidden, message } of visibility) {
    app.post(
      path,
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          summary,
          params: idParamSchema,
          body: staffReasonSchema,
          response: { 200: changed, ...refusals },
        },
      },
      async (request) => {
        const actor = auditActorOf(request, await admin(request));
        const { id } = request.params;
        const service = await catalogueEditor.setHidden(actor, id, hidden, request.body.reason);
        return ok(service, message(service.name));
      },
    );
  }

  app.get(
    '/services/:id/questions',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Every version of a service's job questions, newest first (admins)",
        params: idParamSchema,
        response: { 200: envelopeSchema(consoleQuestionSetsSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await catalogueEditor.listQuestionVersions(request.params.id)),
  );

  app.put(
    '/services/:id/questions',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Save a service's job questions as its next version: new jobs are asked it, posted ones keep theirs (admins)",
        params: idParamSchema,
        body: jobQuestionSetInputSchema,
        response: { 200: envelopeSchema(jobQuestionSetSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const set = await catalogueEditor.saveQuestions(
        actor,
        request.params.id,
        request.body.questions,
      );
      return ok(set, mq.consoleSaved);
    },
  );

  app.post(
    '/services/:id/merge',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Merge a service into another: its professionals and jobs move there (admins)',
        params: idParamSchema,
        body: mergeServiceRequestSchema,
        response: {
          200: envelopeSchema(serviceMergeResultSchema),
          400: errorEnvelopeSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const { into, reason } = request.body;
      const result = await catalogueEditor.merge(actor, request.params.id, into, reason);
      return ok(
        result,
        m.mergedMessage(
          result.service.name,
          result.service.mergedInto?.name ?? '',
          result.professionalsMoved,
          result.jobsMoved,
        ),
      );
    },
  );
};
