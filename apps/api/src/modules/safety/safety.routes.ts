import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportLimits } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import {
  blockListSchema,
  blockRequestSchema,
  reportRequestSchema,
  reportSchema,
  userIdParamSchema,
} from '@trademate/shared/schemas/safety';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireUser } from '../auth/auth.guards';

/** Blocks one account may make or lift in an hour: plenty for a person, a wall for a script. */
const BLOCK_CHANGES_PER_HOUR = 60;

/** Reports and blocks (decision 027): anyone signed in. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { safety } = app;

  app.post(
    '/report',
    {
      onRequest: requireUser,
      config: limitRequests({ max: reportLimits.perHour, windowMs: 60 * 60 * 1000, by: byAccount }),
      schema: {
        tags: ['safety'],
        summary: 'Report a person, a job, a message or a review to the TradeMate team',
        body: reportRequestSchema,
        response: {
          201: envelopeSchema(reportSchema),
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const report = await safety.report((await requireUser(request)).id, request.body);
      reply.code(201);
      return ok(report, messages.safety.reported, 201);
    },
  );

  app.get(
    '/block',
    {
      onRequest: requireUser,
      schema: {
        tags: ['safety'],
        summary: 'The people I blocked, latest first',
        response: { 200: envelopeSchema(blockListSchema) },
      },
    },
    async (request) => ok(await safety.listBlocked((await requireUser(request)).id)),
  );

  app.post(
    '/block',
    {
      onRequest: requireUser,
      config: limitRequests({
        max: BLOCK_CHANGES_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
      }),
      schema: {
        tags: ['safety'],
        summary:
          'Block someone: no messages or invitations between us, and neither sees the other’s jobs',
        body: blockRequestSchema,
        response: {
          200: envelopeSchema(z.null()),
          201: envelopeSchema(z.null()),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, name } = await safety.block(
        (await requireUser(request)).id,
        request.body.userId,
      );
      const status = created ? 201 : 200;
      reply.code(status);
      return ok(null, messages.safety.blocked(name), status);
    },
  );

  app.delete(
    '/block/:userId',
    {
      onRequest: requireUser,
      config: limitRequests({
        max: BLOCK_CHANGES_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
      }),
      schema: {
        tags: ['safety'],
        summary: 'Unblock someone I blocked',
        params: userIdParamSchema,
        response: { 200: envelopeSchema(z.null()), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { name } = await safety.unblock((await requireUser(request)).id, request.params.userId);
      return ok(null, messages.safety.unblocked(name));
    },
  );
};
