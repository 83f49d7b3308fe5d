import { z } from 'zod';
import * as messages from '../messages';
import { pageQueryFields, pageSchema } from './common';

/**
 * One block of an article's body. Every string is plain text: no HTML and no markdown. The web
 * renders blocks as React text nodes, so an article can never inject markup.
 */
export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;

export const blogPostSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  /** ISO date-time the article was published. */
  publishedAt: z.iso.datetime(),
  readingMinutes: z.number().int().min(1),
  /** The article's cover picture, when it has one (decision 033). */
  coverUrl: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.array(blogBlockSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const listBlogPostsQuerySchema = z.object({
  ...pageQueryFields,
  limit: pageQueryFields.limit.unwrap().default(9),
});
export type ListBlogPostsQueryInput = z.input<typeof listBlogPostsQuerySchema>;
export type ListBlogPostsQuery = z.output<typeof listBlogPostsQuerySchema>;

export const blogPostPageSchema = pageSchema(blogPostSummarySchema);
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

const slugError = { error: messages.blog.addressInvalid };

/** An article's address: lower-case kebab-case, as the catalogue writes it. */
export const blogSlugParamSchema = z.object({
  slug: z
    .string(slugError)
    .min(1, slugError)
    .max(120, slugError)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, slugError),
});
export type BlogSlugParam = z.infer<typeof blogSlugParamSchema>;
