import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import { chatMessageSchema } from '@trademate/shared/schemas/chats';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  declineQuoteRequestSchema,
  quoteDetailSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteQuestionRequestSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@trademate/shared/schemas/quotes';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireVerifiedRole } from '../auth/auth.guards';

const m = messages.quotes;

/** Quotes, revisions and answers a person may send in an hour: plenty for real work. */
export const CHANGES_PER_HOUR = 60;
/** Questions a client may ask in a minute, as many as chat messages. */
const QUESTIONS_PER_MINUTE = 20;

const perHour = limitRequests({ max: CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount });

/** Not theirs to read or change: the quote, or the job, does not exist for them. */
const notFound = { 404: errorEnvelopeSchema };
/** …or a quote (or job) whose status does not allow the change. */
const changeErrors = { ...notFound, 409: errorEnvelopeSchema };

/**
 * An agreement's file name in a `Content-Disposition` header: plain ASCII (quotes and the rest
 * replaced) for old readers, and the name in full, percent-encoded, for the rest (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Written quotes (decision 062), under `/api`: a job's quotes and sending one on it
 * (`/api/job/:id/quotes`), then one quote and what its two people do with it (`/api/quotes/:id`).
 * Professionals send, revise and withdraw; the job's client declines, accepts and asks; both read.
 */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app;
  const verifiedProfessional = requireVerifiedRole(...professionalTypes);
  const verifiedClient = requireVerifiedRole('client');
  const verifiedParty = requireVerifiedRole('client', ...professionalTypes);

  app.get(
    '/job/:id/quotes',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['quotes'],
        summary:
          "A job's quotes: every one for its client, my own for a professional who wrote to the client about it",
        params: idParamSchema,
        querystring: quoteListQuerySchema,
        response: { 200: envelopeSchema(quoteListSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await quotes.listForJob(user.id, request.params.id, request.query.sort));
    },
  );

  app.post(
    '/job/:id/quotes',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary: 'Send my quote on an open job I contacted the client about (one per job)',
        params: idParamSchema,
        body: quoteRequestSchema,
        response: { 201: envelopeSchema(quoteSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await verifiedProfessional(request);
      const quote = await quotes.sendQuote(user, request.params.id, request.body);
      return reply.status(201).send(ok(quote, m.sent, 201));
    },
  );

  app.get(
    '/quotes/:id',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['quotes'],
        summary: 'One quote with every version, newest first, for its client and its professional',
        params: idParamSchema,
        response: { 200: envelopeSchema(quoteDetailSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await quotes.getQuote(user.id, request.params.id));
    },
  );

  app.put(
    '/quotes/:id',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary:
          'Revise my quote: a new version, sent again (while open, expired, declined or withdrawn)',
        params: idParamSchema,
        body: quoteRequestSchema,
        response: { 200: envelopeSchema(quoteSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      return ok(await quotes.reviseQuote(user, request.params.id, request.body), m.revised);
    },
  );

  app.post(
    '/quotes/:id/withdraw',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary: 'Withdraw my open or expired quote',
        params: idParamSchema,
        response: { 200: envelopeSchema(quoteSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      return ok(await quotes.withdrawQuote(user, request.params.id), m.withdrawn);
    },
  );

  app.post(
    '/quotes/:id/decline',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary: 'Decline an open quote on my job, with a reason the professional reads',
        params: idParamSchema,
        body: declineQuoteRequestSchema,
        response: { 200: envelopeSchema(quoteSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      const quote = await quotes.declineQuote(user, request.params.id, request.body.reason);
      return ok(quote, m.declined);
    },
  );

  app.post(
    '/quotes/:id/accept',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['quotes'],
        summary:
          'Accept an open quote on my job: hires its professional; the other open quotes are not chosen',
        params: idParamSchema,
        response: { 200: envelopeSchema(quoteSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await quotes.acceptQuote(user, request.params.id), m.accepted);
    },
  );

  app.post(
    '/quotes/:id/question',
    {
      onRequest: verifiedClient,
      config: limitRequests({ max: QUESTIONS_PER_MINUTE, windowMs: 60 * 1000, by: byAccount }),
      schema: {
        tags: ['quotes'],
        summary: "Ask about a quote on my job: the question goes into the quote's conversation",
        params: idParamSchema,
        body: quoteQuestionRequestSchema,
        response: { 201: envelopeSchema(chatMessageSchema), ...notFound },
      },
    },
    async (request, reply) => {
      const user = await verifiedClient(request);
      const message = await quotes.askQuestion(user, request.params.id, request.body.question);
      return reply.status(201).send(ok(message, m.questionSent, 201));
    },
  );

  app.get(
    '/quotes/:id/agreement',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['quotes'],
        summary: 'The agreement of an accepted quote as a PDF, for its client and its professional',
        params: idParamSchema,
        response: { 200: z.any().describe('application/pdf'), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await verifiedParty(request);
      const { fileName, pdf } = await quotes.agreementPdf(user.id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
