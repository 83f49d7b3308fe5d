import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  declineVariationRequestSchema,
  quoteDetailSchema,
  variationParamsSchema,
  variationRequestSchema,
} from '@trademate/shared/schemas/quotes';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireVerifiedRole } from '../auth/auth.guards';
import { CHANGES_PER_HOUR } from './quotes.routes';

const mv = messages.quoteVariations;

/** As many as the quote's other changes: plenty for real work. */
const perHour = limitRequests({ max: CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount });

/** Not theirs (the quote, or its variation), or a state that does not allow the change. */
const changeErrors = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/**
 * Variations of an accepted quote (decision 062), under `/api`: its professional proposes one
 * while the job is in progress and may withdraw it unanswered; the job's client approves or
 * declines it. Each answers with the quote as its reader now reads it, variations included.
 */
export const quoteVariationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app;
  const verifiedProfessional = requireVerifiedRole(...professionalTypes);
  const verifiedClient = requireVerifiedRole('client');

  app.post(
    '/quotes/:id/variations',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary:
          'Propose a variation of my accepted quote while its job is in progress: lines added or removed, with a reason',
        params: idParamSchema,
        body: variationRequestSchema,
        response: { 201: envelopeSchema(quoteDetailSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await verifiedProfessional(request);
      const quote = await quotes.proposeVariation(user, request.params.id, request.body);
      return reply.status(201).send(ok(quote, mv.proposed, 201));
    },
  );

  app.post(
    '/quotes/:id/variations/:number/withdraw',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary: 'Withdraw a variation of my quote the client has not answered',
        params: variationParamsSchema,
        response: { 200: envelopeSchema(quoteDetailSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      const { id, number } = request.params;
      return ok(await quotes.withdrawVariation(user, id, number), mv.withdrawn);
    },
  );

  app.post(
    '/quotes/:id/variations/:number/approve',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary:
          'Approve a proposed variation of the accepted quote on my job: the agreed total moves by its total',
        params: variationParamsSchema,
        response: { 200: envelopeSchema(quoteDetailSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      const { id, number } = request.params;
      return ok(await quotes.approveVariation(user, id, number), mv.approved);
    },
  );

  app.post(
    '/quotes/:id/variations/:number/decline',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary: 'Decline a proposed variation on my job, with a reason the professional reads',
        params: variationParamsSchema,
        body: declineVariationRequestSchema,
        response: { 200: envelopeSchema(quoteDetailSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      const { id, number } = request.params;
      const quote = await quotes.declineVariation(user, id, number, request.body.reason);
      return ok(quote, mv.declined);
    },
  );
};
