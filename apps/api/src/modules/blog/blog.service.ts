import * as messages from '@trademate/shared/messages';
import type {
  BlogBlock,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
  ListBlogPostsQuery,
} from '@trademate/shared/schemas/blog';
import type { z } from 'zod';
import {
  blocksToMarkdown,
  markdownToBlocks,
  UnsupportedMarkdown,
} from '@trademate/shared/blog-markdown';
import type {
  BlogPostStatus,
  ConsoleArticle,
  ConsoleArticleList,
  ConsoleArticleSummary,
  blogArticleInputSchema,
} from '@trademate/shared/schemas/blog-admin';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { toPage } from '../../lib/paginate';
import type { Db } from '../../db/client';
import {
  createBlogRepository,
  type BlogPostRow,
  type NewBlogPostRow,
  type PublishedBlogPostRow,
} from './blog.repository';

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

export function toBlogPostSummary(row: PublishedBlogPostRow): BlogPostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
    coverUrl: row.coverPath,
  };
}

export function toBlogPost(row: PublishedBlogPostRow): BlogPost {
  return { ...toBlogPostSummary(row), body: row.body };
}

function statusOf(row: BlogPostRow, now: Date): BlogPostStatus {
  if (!row.publishedAt) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

function toConsoleSummary(row: BlogPostRow, now: Date): ConsoleArticleSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    status: statusOf(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    coverUrl: row.coverPath,
  };
}

function toConsoleArticle(row: BlogPostRow, now: Date): ConsoleArticle {
  return {
    ...toConsoleSummary(row, now),
    excerpt: row.excerpt,
    author: row.author,
    markdown: row.markdown ?? blocksToMarkdown(row.body),
  };
}

/** The article's blocks from the editor's Markdown, or a 400 on the body field saying why not. */
function blocksOf(markdown: string): BlogBlock[] {
  const refuse = (message: string) =>
    new AppError('VALIDATION', message, [{ path: 'markdown', message }]);
  let blocks: BlogBlock[];
  try {
    blocks = markdownToBlocks(markdown);
  } catch (error) {
    if (error instanceof UnsupportedMarkdown) throw refuse(error.message);
    throw error;
  }
  if (blocks.length === 0) throw refuse(messages.blog.bodyRequired);
  return blocks;
}

function slugTaken(): AppError {
  return new AppError('CONFLICT', messages.blog.slugTaken, [
    { path: 'slug', message: messages.blog.slugTaken },
  ]);
}

export function createBlogService({
  db,
  audit,
}: {
  db: Db;
  /** Every console change to an article is audited in its transaction (decision 030). */
  audit: Pick<AuditService, 'record'>;
}) {
  const repository = createBlogRepository(db);

  async function changeArticle(
    actor: AuditActor,
    id: string,
    action: string,
    change: (row: BlogPostRow) => Partial<NewBlogPostRow>,
    details: (row: BlogPostRow) => Record<string, unknown> = () => ({}),
  ): Promise<ConsoleArticle> {
    return inTransaction(db, async (tx) => {
      const row = await repository.findById(id, tx);
      if (!row) throw notFound(messages.blog.notFound);
      let updated: BlogPostRow | undefined;
      try {
        updated = await repository.update(id, { ...change(row), editedByStaffAt: new Date() }, tx);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      await audit.record(
        actor,
        { action, recordType: 'blog_post', recordId: id, details: details(updated!) },
        tx,
      );
      return toConsoleArticle(updated!, new Date());
    });
  }

  return {
    async listPosts(query: ListBlogPostsQuery): Promise<BlogPostPage> {
      const { rows, total } = await repository.findPage(query);
      return toPage(rows.map(toBlogPostSummary), total, query);
    },

    /** The published articles' addresses, with when each last changed (the sitemap). */
    async listPublishedAddresses(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return repository.findPublishedAddresses(limit);
    },

    async getPostBySlug(slug: string): Promise<BlogPost> {
      const row = await repository.findPublishedBySlug(slug);
      if (!row) throw notFound(messages.blog.notFound);
      return toBlogPost(row);
    },

    /** Every article for the console: drafts, scheduled and published. */
    async listForConsole(): Promise<ConsoleArticleList> {
      const now = new Date();
      return { items: (await repository.findAll()).map((row) => toConsoleSummary(row, now)) };
    },

    async getForConsole(id: string): Promise<ConsoleArticle> {
      const row = await repository.findById(id);
      if (!row) throw notFound(messages.blog.notFound);
      return toConsoleArticle(row, new Date());
    },

    /** A new draft: nobody reads it until it is published. */
    async createArticle(actor: AuditActor, input: BlogArticleValues): Promise<ConsoleArticle> {
      const body = blocksOf(input.markdown);
      return inTransaction(db, async (tx) => {
        const row = await repository.insert(
          {
            slug: input.slug,
            title: input.title,
            excerpt: input.excerpt,
            author: input.author,
            markdown: input.markdown,
            body,
            coverPath: input.coverUrl,
            publishedAt: null,
            editedByStaffAt: new Date(),
          },
          tx,
        );
        if (!row) throw slugTaken();
        await audit.record(
          actor,
          {
            action: 'blog.create',
            recordType: 'blog_post',
            recordId: row.id,
            details: { slug: row.slug },
          },
          tx,
        );
        return toConsoleArticle(row, new Date());
      });
    },

    /** Saves the editor's fields; a published article changes on the site at once. */
    async updateArticle(
      actor: AuditActor,
      id: string,
      input: BlogArticleValues,
    ): Promise<ConsoleArticle> {
      const body = blocksOf(input.markdown);
      return changeArticle(
        actor,
        id,
        'blog.update',
        () => ({
          slug: input.slug,
          title: input.title,
          excerpt: input.excerpt,
          author: input.author,
          markdown: input.markdown,
          body,
          coverPath: input.coverUrl,
        }),
        (row) => ({ slug: row.slug }),
      );
    },

    /** Puts the article on the site now, or schedules it: it appears by itself at that time. */
    async publishArticle(
      actor: AuditActor,
      id: string,
      publishAt: Date | null,
    ): Promise<ConsoleArticle> {
      const at = publishAt ?? new Date();
      return changeArticle(
        actor,
        id,
        at > new Date() ? 'blog.schedule' : 'blog.publish',
        () => ({ publishedAt: at }),
        () => ({ publishAt: at.toISOString() }),
      );
    },

    /** Takes the article off the site (back to a draft). */
    async unpublishArticle(actor: AuditActor, id: string): Promise<ConsoleArticle> {
      return changeArticle(actor, id, 'blog.unpublish', () => ({ publishedAt: null }));
    },
  };
}

/** The editor's fields after their schema. */
export type BlogArticleValues = z.output<typeof blogArticleInputSchema>;

export type BlogService = ReturnType<typeof createBlogService>;
