import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  blogArticleInputSchema,
  consoleArticleListSchema,
  consoleArticleSchema,
  publishArticleRequestSchema,
} from '@trademate/shared/schemas/blog-admin';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

/** Content is an admin's work (decision 030): support staff are refused. */
const admin = requireStaff('admin');

/** The console's articles (decision 033), under `/api/admin/blog`. */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app;
  const refusals = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

  app.get(
    '/blog',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every article: drafts, scheduled and published (admins)',
        response: { 200: envelopeSchema(consoleArticleListSchema) },
      },
    },
    async () => ok(await blog.listForConsole()),
  );

  app.get(
    '/blog/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'An article as the editor shows it, in Markdown (admins)',
        params: idParamSchema,
        response: { 200: envelopeSchema(consoleArticleSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await blog.getForConsole(request.params.id)),
  );

  app.post(
    '/blog',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Write a new article, saved as a draft (admins)',
        body: blogArticleInputSchema,
        response: { 201: envelopeSchema(consoleArticleSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, await admin(request));
      const article = await blog.createArticle(actor, request.body);
      reply.code(201);
      return ok(article, messages.blog.saved, 201);
    },
  );

  app.put(
    '/blog/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Save an article; a published one changes on the site at once (admins)',
        params: idParamSchema,
        body: blogArticleInputSchema,
        response: { 200: envelopeSchema(consoleArticleSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      return ok(
        await blog.updateArticle(actor, request.params.id, request.body),
        messages.blog.saved,
      );
    },
  );

  app.post(
    '/blog/:id/publish',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Publish an article now, or schedule it for later (admins)',
        params: idParamSchema,
        body: publishArticleRequestSchema,
        response: { 200: envelopeSchema(consoleArticleSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      const publishAt = request.body.publishAt ? new Date(request.body.publishAt) : null;
      const article = await blog.publishArticle(actor, request.params.id, publishAt);
      return ok(
        article,
        article.status === 'scheduled' ? messages.blog.scheduled : messages.blog.published,
      );
    },
  );

  app.post(
    '/blog/:id/unpublish',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Take an article off the site, back to a draft (admins)',
        params: idParamSchema,
        response: { 200: envelopeSchema(consoleArticleSchema), ...refusals },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      return ok(await blog.unpublishArticle(actor, request.params.id), messages.blog.unpublished);
    },
  );
};
