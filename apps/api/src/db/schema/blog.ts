import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BlogBlock } from '@trademate/shared/schemas/blog';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The article's address (`/blogs/<slug>`) and the key seeding upserts by. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    author: text('author').notNull(),
    /** Plain-text blocks (heading, paragraph, list), never HTML or markdown. */
    body: jsonb('body').$type<BlogBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_published_at_idx').on(table.publishedAt.desc())],
);
