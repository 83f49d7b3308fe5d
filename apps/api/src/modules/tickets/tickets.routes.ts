import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  createTicketRequestSchema,
  myTicketListSchema,
  myTicketSchema,
  ticketReplyRequestSchema,
} from '@trademate/shared/schemas/tickets';
import { AppError } from '../../lib/app-error';
import { answers } from '../../plugins/documented-responses';
import { limitRequests, minutes } from '../../plugins/rate-limits';
import { ok } from '../../lib/respond';
import { byAccount, findSession, requireUser } from '../auth/auth.guards';
import { REPLIES_PER_HOUR, TICKETS_PER_HOUR } from './tickets.service';

/**
 * A live session, checked before the body is read, so a signed-out visitor hears the spec's
 * "you must login to send the ticket" (section 8) rather than what is wrong with their form.
 */
const requireTicketAuthor = answers([401], async (request: FastifyRequest) => {
  const session = await findSession(request);
  if (!session) throw new AppError('UNAUTHENTICATED', messages.ticket.mustLogin);
  return session.user;
});

/** Support tickets from signed-in users, and their conversations with the support team. */
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

  app.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['tickets'],
        summary: "The signed-in user's tickets, latest activity first",
        response: { 200: envelopeSchema(myTicketListSchema) },
      },
    },
    async (request) => ok(await tickets.listMine((await requireUser(request)).id)),
  );

  app.get(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['tickets'],
        summary: "One of the user's tickets with its conversation (another's is not found)",
        params: idParamSchema,
        response: { 200: envelopeSchema(myTicketSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await tickets.getMine((await requireUser(request)).id, request.params.id)),
  );

  app.post(
    '/:id/messages',
    {
      onRequest: requireUser,
      config: limitRequests({
        max: REPLIES_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
        message: (seconds) => messages.ticket.tooManyReplies(minutes(seconds)),
      }),
      schema: {
        tags: ['tickets'],
        summary: 'Reply to one of your tickets; it goes back to the support team',
        params: idParamSchema,
        body: ticketReplyRequestSchema,
        response: {
          200: envelopeSchema(myTicketSchema),
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const ticket = await tickets.replyAsCustomer(user.id, request.params.id, request.body.body);
      return ok(ticket, messages.ticket.sent);
    },
  );
};
