import { asc, count, desc, eq } from 'drizzle-orm';
import type { ListBlogPostsQuery } from '@trademate/shared/schemas/blog';
import type { Db, DbOrTx } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export function createBlogRepository(db: Db) {
  return {
    /** One page, newest first (slug breaks ties so pages never overlap), and the total. */
    async findPage(query: ListBlogPostsQuery, tx: DbOrTx = db) {
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(blogPosts)
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx.select({ total: count() }).from(blogPosts),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async findBySlug(slug: string, tx: DbOrTx = db): Promise<BlogPostRow | undefined> {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
      return row;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
