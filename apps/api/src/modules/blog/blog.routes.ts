import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogPostPageSchema,
  blogPostSchema,
  blogSlugParamSchema,
  listBlogPostsQuerySchema,
} from '@trademate/shared/schemas/blog';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { ok } from '../../lib/respond';

/** The public blog: articles for homeowners and tradies. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const blogService = app.blog;

  app.get(
    '/',
    {
      schema: {
        tags: ['blog'],
        summary: 'List articles, newest first, paginated',
        querystring: listBlogPostsQuerySchema,
        response: { 200: envelopeSchema(blogPostPageSchema) },
      },
    },
    async (request) => ok(await blogService.listPosts(request.query)),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One article by its slug',
        params: blogSlugParamSchema,
        response: {
          200: envelopeSchema(blogPostSchema),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await blogService.getPostBySlug(request.params.slug)),
  );
};
