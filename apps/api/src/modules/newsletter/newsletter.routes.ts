import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { addNewsletterRequestSchema } from '@trademate/shared/schemas/newsletter';
import { limitRequests } from '../../plugins/rate-limits';

/** Sign-ups from one address in an hour: a household or an office, not a script. */
const SUBSCRIPTIONS_PER_HOUR = 10;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletterService = app.newsletter;

  app.post(
    '/addNewsletter',
    {
      config: limitRequests({ max: SUBSCRIPTIONS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: addNewsletterRequestSchema,
        response: { 201: z.object({ responseCode: z.literal(201), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await newsletterService.subscribe(request.body.email, request.body.subscriptionDate);
      return reply.status(201).send({ responseCode: 201, message: messages.newsletter.success });
    },
  );
};
