import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import { replyToReviewRequestSchema, reviewSchema } from '@trademate/shared/schemas/reviews';
import { ok } from '../../lib/respond';
import { requireVerifiedRole } from '../auth/auth.guards';

/**
 * Replies to reviews. Any professional may reply to a review of their own work, whatever their plan
 * now: a free tradie whose paid plan lapsed still answers for jobs they were hired for.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app;
  const verifiedProfessional = requireVerifiedRole(...professionalTypes);

  app.post(
    '/:id/reply',
    {
      onRequest: verifiedProfessional,
      schema: {
        tags: ['reviews'],
        summary: "The reviewed professional's one public reply; the client is notified",
        params: idParamSchema,
        body: replyToReviewRequestSchema,
        response: {
          200: envelopeSchema(reviewSchema),
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      const review = await reviews.replyToReview(request.params.id, user, request.body.reply);
      return ok(review, messages.reviews.replied);
    },
  );
};
