import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { createTicketRequestSchema } from '@trademate/shared/schemas/tickets';
import { AppError } from '../../lib/app-error';
import { answers } from '../../plugins/documented-responses';
import { limitRequests, minutes } from '../../plugins/rate-limits';
import { byAccount, findSession } from '../auth/auth.guards';
import { TICKETS_PER_HOUR } from './tickets.service';

/**
 * A live session, checked before the body is read, so a signed-out visitor hears the spec's
 * "you must login to send the ticket" (section 8) rather than what is wrong with their form.
 */
const requireTicketAuthor = answers([401], async (request: FastifyRequest) => {
  const session = await findSession(request);
  if (!session) throw new AppError('UNAUTHENTICATED', messages.ticket.mustLogin);
  return session.user;
});

/** Support tickets from signed-in users. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app;

  app.post(
    '/',
    {
      onRequest: requireTicketAuthor,
      config: limitRequests({
        max: TICKETS_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
        message: (seconds) => messages.ticket.tooMany(TICKETS_PER_HOUR, minutes(seconds)),
      }),
      schema: {
        tags: ['tickets'],
        summary: 'Send a support ticket; the support team is told by mail',
        body: createTicketRequestSchema,
        response: {
          201: z.object({ responseCode: z.literal(201), message: z.string() }),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireTicketAuthor(request);
      await tickets.createTicket(user.id, request.body);
      return reply.status(201).send({ responseCode: 201, message: messages.ticket.created });
    },
  );
};
