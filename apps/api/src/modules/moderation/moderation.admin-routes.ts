import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  moderationActionParamsSchema,
  moderationResultSchema,
  reportedSubjectSchema,
  reportQueuePageSchema,
  reportQueueQuerySchema,
} from '@trademate/shared/schemas/moderation';
import { staffReasonSchema } from '@trademate/shared/schemas/staff';
import { z } from 'zod';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

const m = messages.moderation;

/** Moderation is support's work as much as admins'. */
const moderators = requireStaff('admin', 'support');

const changed = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The console's Moderation section (decision 034), under `/api/admin`. */
export const moderationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app;

  app.get(
    '/reports',
    {
      onRequest: moderators,
      schema: {
        tags: ['admin'],
        summary: 'Reported things, oldest first, with how many people reported each',
        querystring: reportQueueQuerySchema,
        response: { 200: envelopeSchema(reportQueuePageSchema) },
      },
    },
    async (request) => ok(await moderation.queue(request.query)),
  );

  app.get(
    '/reports/:id',
    {
      onRequest: moderators,
      schema: {
        tags: ['admin'],
        summary: 'A reported thing in context, as it is now, with every report about it',
        params: idParamSchema,
        response: { 200: envelopeSchema(reportedSubjectSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await moderation.subject(request.params.id)),
  );

  app.post(
    '/reports/:id/:action',
    {
      onRequest: moderators,
      schema: {
        tags: ['admin'],
        summary:
          'Dismiss, hide the content, warn its owner or suspend them; closes every open report about it and tells the reporters',
        params: moderationActionParamsSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(moderationResultSchema), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await moderators(request));
      const { action } = request.params;
      const { suspendedUserId, ...result } = await moderation.act(
        actor,
        request.params.id,
        action,
        request.body.reason,
      );
      if (suspendedUserId) {
        await app.realtime.disconnectSessions(suspendedUserId, { allBut: null });
      }
      return ok(result, m.done[action]);
    },
  );

  const jobAction = (
    path: 'hide' | 'unhide' | 'close',
    summary: string,
    run: typeof moderation.hideJob,
    message: string,
  ) =>
    app.post(
      `/jobs/:id/${path}`,
      {
        onRequest: moderators,
        schema: {
          tags: ['admin'],
          summary,
          params: idParamSchema,
          body: staffReasonSchema,
          response: { 200: envelopeSchema(z.null()), ...changed },
        },
      },
      async (request) => {
        const actor = auditActorOf(request, await moderators(request));
        await run(actor, request.params.id, request.body.reason);
        return ok(null, message);
      },
    );

  jobAction(
    'hide',
    'Hide a job from every customer but its client',
    moderation.hideJob,
    m.jobHidden,
  );
  jobAction('unhide', 'Show a hidden job again', moderation.unhideJob, m.jobShown);
  jobAction(
    'close',
    'Close an open job; its client and the professionals who wrote are told',
    moderation.closeJob,
    m.jobClosed,
  );
};
