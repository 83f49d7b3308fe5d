import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { createTicketRequestSchema } from '@trademate/shared/schemas/tickets';
import { AppError } from '../../lib/app-error';
import { resolveAuth } from '../../plugins/auth';
import { answers } from '../../plugins/documented-responses';
import { byAccount, limitRequests, minutes } from '../../plugins/rate-limits';
import { createUsersService } from '../users/users.service';
import { createTicketsRepository } from './tickets.repository';
import { createTicketsService, TICKETS_PER_HOUR } from './tickets.service';

/**
 * A live session, checked before the body is validated, so a signed-out visitor hears that they
 * must sign in (spec section 8) rather than what is wrong with their form.
 */
const requireTicketAuthor = answers([401], async (request: FastifyRequest): Promise<void> => {
  if (!(await resolveAuth(request)))
    throw new AppError('UNAUTHENTICATED', messages.ticket.mustLogin);
});

/** Support tickets from signed-in users. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = createTicketsService({
    db: app.db,
    repository: createTicketsRepository(app.db),
    users: createUsersService(app.db),
    mail: app.mail,
  });

  app.post(
    '/',
    {
      preValidation: requireTicketAuthor,
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
      await tickets.createTicket(request.auth!.user.id, request.body);
      return reply.status(201).send({ responseCode: 201, message: messages.ticket.created });
    },
  );
};
