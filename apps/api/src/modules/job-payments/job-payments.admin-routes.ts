import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  disputeDetailSchema,
  disputeListQuerySchema,
  disputeListSchema,
  moneyQuerySchema,
  moneyReportSchema,
  resolveDisputeRequestSchema,
} from '@trademate/shared/schemas/job-payments';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { auditActorOf, byStaffMember, requireStaff } from '../staff/staff.guards';

const m = messages.jobPayments;

/**
 * The console's side of payments held on jobs (decision 064), under `/api/admin`: support reads
 * and settles disputes (each settlement in the audit log); admins read the money report and its
 * reconciliation.
 */
export const jobPaymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobPayments, storage } = app;
  const supportOrAdmin = requireStaff('admin', 'support');
  const adminOnly = requireStaff('admin');

  app.get(
    '/disputes',
    {
      onRequest: supportOrAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Disputes about held payments, open or resolved, newest first',
        querystring: disputeListQuerySchema,
        response: { 200: envelopeSchema(disputeListSchema) },
      },
    },
    async (request) => ok(await jobPayments.listDisputes(request.query.state)),
  );

  app.get(
    '/disputes/:id',
    {
      onRequest: supportOrAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A dispute: the payment, what was agreed, the chat and its files, the ledger',
        params: idParamSchema,
        response: { 200: envelopeSchema(disputeDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await jobPayments.disputeDetail(request.params.id)),
  );

  app.get(
    '/disputes/:id/files/:fileId',
    {
      onRequest: supportOrAdmin,
      schema: {
        tags: ['admin'],
        summary: "A file of a dispute's chat, for support",
        params: idParamSchema.extend({ fileId: z.uuid({ error: m.notFound }) }),
        response: { 200: z.any().describe('The file'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const file = await jobPayments.disputeFile(request.params.id, request.params.fileId);
      const stored = await storage.get(file.storageKey);
      if (!stored) throw notFound(m.notFound);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          contentDisposition(file.fileName, {
            type: file.kind === 'pdf' ? 'attachment' : 'inline',
          }),
        )
        .send(stored.body);
    },
  );

  app.post(
    '/disputes/:id/resolve',
    {
      onRequest: supportOrAdmin,
      config: limitRequests({ max: 60, windowMs: 60 * 1000, by: byStaffMember }),
      schema: {
        tags: ['admin'],
        summary: 'Settles a dispute: refunds part or all of what is held and releases the rest',
        params: idParamSchema,
        body: resolveDisputeRequestSchema,
        response: {
          200: envelopeSchema(disputeDetailSchema),
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const context = await supportOrAdmin(request);
      await jobPayments.resolveDispute(
        auditActorOf(request, context),
        request.params.id,
        request.body,
      );
      return ok(await jobPayments.disputeDetail(request.params.id), m.disputeResolved);
    },
  );

  app.get(
    '/money',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Money through TradeMate per week or month, held now, and the reconciliation',
        querystring: moneyQuerySchema,
        response: { 200: envelopeSchema(moneyReportSchema) },
      },
    },
    async (request) => ok(await jobPayments.moneyReport(request.query.period)),
  );
};
