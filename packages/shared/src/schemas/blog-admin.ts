import { z } from 'zod';
import * as messages from '../messages';

const m = messages.blog;

/** Articles in the console (decision 033): a draft, scheduled for later, or on the site. */
export const blogPostStatuses = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

/** The editor's fields: Markdown in, turned into the article's plain-text blocks by the API. */
export const blogArticleInputSchema = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(3, { error: m.titleRequired })
    .max(140, { error: m.titleRequired }),
  slug: z
    .string({ error: m.slugInvalid })
    .trim()
    .min(3, { error: m.slugInvalid })
    .max(120, { error: m.slugInvalid })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: m.slugInvalid }),
  excerpt: z
    .string({ error: m.excerptRequired })
    .trim()
    .min(10, { error: m.excerptRequired })
    .max(300, { error: m.excerptRequired }),
  author: z
    .string({ error: m.authorRequired })
    .trim()
    .min(2, { error: m.authorRequired })
    .max(80, { error: m.authorRequired }),
  markdown: z
    .string({ error: m.bodyRequired })
    .trim()
    .min(1, { error: m.bodyRequired })
    .max(50_000, { error: m.bodyTooLong }),
  /** A cover uploaded through `POST /api/admin/blog/cover`, or none. */
  coverUrl: z
    .string({ error: m.coverInvalid })
    .regex(/^\/uploads\/blog-covers\/[0-9a-f-]{36}\.webp$/, { error: m.coverInvalid })
    .nullable(),
});
export type BlogArticleInput = z.input<typeof blogArticleInputSchema>;

/** `POST /api/admin/blog/:id/publish`: now, or at a later time (scheduled). */
export const publishArticleRequestSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: m.publishAtInvalid }).nullish(),
});

export const consoleArticleSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(blogPostStatuses),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  coverUrl: z.string().nullable(),
});
export type ConsoleArticleSummary = z.infer<typeof consoleArticleSummarySchema>;

export const consoleArticleListSchema = z.object({ items: z.array(consoleArticleSummarySchema) });
export type ConsoleArticleList = z.infer<typeof consoleArticleListSchema>;

export const consoleArticleSchema = consoleArticleSummarySchema.extend({
  excerpt: z.string(),
  author: z.string(),
  markdown: z.string(),
});
export type ConsoleArticle = z.infer<typeof consoleArticleSchema>;

export const blogCoverUploadSchema = z.object({ coverUrl: z.string() });
