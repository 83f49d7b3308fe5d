import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  assignTicketRequestSchema,
  staffTicketPageSchema,
  staffTicketQuerySchema,
  staffTicketSchema,
  ticketAssigneesSchema,
  ticketReplyRequestSchema,
} from '@trademate/shared/schemas/tickets';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

const m = messages.ticket;

/** Support's work: admins and support staff alike. */
const supportStaff = requireStaff('admin', 'support');

/** The console's support queue and ticket page (decision 032); every change is audited. */
export const ticketsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app;

  app.get(
    '/tickets',
    {
      onRequest: supportStaff,
      schema: {
        tags: ['admin'],
        summary: 'The support queue: filter by status, assignee and subject or email',
        querystring: staffTicketQuerySchema,
        response: { 200: envelopeSchema(staffTicketPageSchema) },
      },
    },
    async (request) => {
      const { staff } = await supportStaff(request);
      return ok(await tickets.queue(staff.id, request.query));
    },
  );

  app.get(
    '/tickets/assignees',
    {
      onRequest: supportStaff,
      schema: {
        tags: ['admin'],
        summary: 'The staff a ticket may be given to',
        response: { 200: envelopeSchema(ticketAssigneesSchema) },
      },
    },
    async () => ok(await tickets.assignees()),
  );

  app.get(
    '/tickets/:id',
    {
      onRequest: supportStaff,
      schema: {
        tags: ['admin'],
        summary: "A ticket's conversation and the customer's details",
        params: idParamSchema,
        response: { 200: envelopeSchema(staffTicketSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await tickets.getForStaff(request.params.id)),
  );

  app.post(
    '/tickets/:id/assign',
    {
      onRequest: supportStaff,
      schema: {
        tags: ['admin'],
        summary: 'Give the ticket to a staff member, or to nobody',
        params: idParamSchema,
        body: assignTicketRequestSchema,
        response: {
          200: envelopeSchema(staffTicketSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await supportStaff(request));
      const ticket = await tickets.assign(actor, request.params.id, request.body.staffId);
      return ok(ticket, m.assignedMessage(ticket.assignee?.name ?? null));
    },
  );

  app.post(
    '/tickets/:id/reply',
    {
      onRequest: supportStaff,
      schema: {
        tags: ['admin'],
        summary: 'Reply to the customer, who is notified and mailed; the ticket waits on them',
        params: idParamSchema,
        body: ticketReplyRequestSchema,
        response: { 200: envelopeSchema(staffTicketSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await supportStaff(request));
      return ok(await tickets.reply(actor, request.params.id, request.body.body), m.repliedMessage);
    },
  );

  for (const [action, message] of [
    ['resolve', m.resolvedMessage],
    ['reopen', m.reopenedMessage],
  ] as const) {
    app.post(
      `/tickets/:id/${action}`,
      {
        onRequest: supportStaff,
        schema: {
          tags: ['admin'],
          summary: action === 'resolve' ? 'Mark the ticket resolved' : 'Reopen a resolved ticket',
          params: idParamSchema,
          response: {
            200: envelopeSchema(staffTicketSchema),
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const actor = auditActorOf(request, await supportStaff(request));
        return ok(await tickets[action](actor, request.params.id), message);
      },
    );
  }
};
