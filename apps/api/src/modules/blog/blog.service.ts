import * as messages from '@trademate/shared/messages';
import type {
  BlogBlock,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
  ListBlogPostsQuery,
} from '@trademate/shared/schemas/blog';
import { notFound } from '../../lib/app-error';
import { toPage } from '../../lib/paginate';
import type { Db } from '../../db/client';
import { createBlogRepository, type BlogPostRow } from './blog.repository';

const WORDS_PER_MINUTE = 200;

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Whole minutes at 200 words a minute, never less than one. */
export function readingMinutes(body: readonly BlogBlock[]): number {
  const words = body.reduce(
    (total, block) =>
      total +
      (block.type === 'list'
        ? block.items.reduce((sum, item) => sum + countWords(item), 0)
        : countWords(block.text)),
    0,
  );
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function toBlogPostSummary(row: BlogPostRow): BlogPostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogPostSummary(row), body: row.body };
}

export function createBlogService({ db }: { db: Db }) {
  const repository = createBlogRepository(db);
  return {
    async listPosts(query: ListBlogPostsQuery): Promise<BlogPostPage> {
      const { rows, total } = await repository.findPage(query);
      return toPage(rows.map(toBlogPostSummary), total, query);
    },

    async getPostBySlug(slug: string): Promise<BlogPost> {
      const row = await repository.findBySlug(slug);
      if (!row) throw notFound(messages.blog.notFound);
      return toBlogPost(row);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
