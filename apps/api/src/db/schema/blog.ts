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
    /** The Markdown staff wrote it in (decision 033); null for articles seeded as blocks. */
    markdown: text('markdown'),
    /** Its public path (`/uploads/blog-covers/…webp`), stored through the file store. */
    coverPath: text('cover_path'),
    /**
     * When it appears on `/blogs`: null for a draft, a later time for a scheduled article. The
     * public lists read only articles published by now.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set once staff edit it in the console: the seed at start leaves it alone from then on. */
    editedByStaffAt: timestamp('edited_by_staff_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_published_at_idx').on(table.publishedAt.desc())],
);
