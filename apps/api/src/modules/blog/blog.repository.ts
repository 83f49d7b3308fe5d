import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { ListBlogPostsQuery } from '@trademate/shared/schemas/blog';
import type { Db, DbOrTx } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
/** An article readers can see: published, and not scheduled for later. */
export type PublishedBlogPostRow = BlogPostRow & { publishedAt: Date };

const isPublished = () =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

export function createBlogRepository(db: Db) {
  return {
    /** One page, newest first (slug breaks ties so pages never overlap), and the total. */
    async findPage(query: ListBlogPostsQuery, tx: DbOrTx = db) {
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(blogPosts)
          .where(isPublished())
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx.select({ total: count() }).from(blogPosts).where(isPublished()),
      ]);
      return { rows: rows as PublishedBlogPostRow[], total: totals[0]?.total ?? 0 };
    },

    /** The published articles' addresses, newest first, at most `limit`. */
    async findPublishedAddresses(limit: number, tx: DbOrTx = db) {
      return tx
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(isPublished())
        .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
        .limit(limit);
    },

    /** A published article by its address; drafts and scheduled articles are not found. */
    async findPublishedBySlug(
      slug: string,
      tx: DbOrTx = db,
    ): Promise<PublishedBlogPostRow | undefined> {
      const [row] = await tx
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublished()))
        .limit(1);
      return row as PublishedBlogPostRow | undefined;
    },

    /** Every article for the console, drafts first, then the latest published. */
    async findAll(tx: DbOrTx = db): Promise<BlogPostRow[]> {
      return tx
        .select()
        .from(blogPosts)
        .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.updatedAt));
    },

    async findById(id: string, tx: DbOrTx = db): Promise<BlogPostRow | undefined> {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      return row;
    },

    /** The new article, or undefined when its address is taken. */
    async insert(values: NewBlogPostRow, tx: DbOrTx): Promise<BlogPostRow | undefined> {
      const [row] = await tx.insert(blogPosts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The changed article; undefined when it does not exist. Throws on a taken address. */
    async update(
      id: string,
      changes: Partial<NewBlogPostRow>,
      tx: DbOrTx,
    ): Promise<BlogPostRow | undefined> {
      const [row] = await tx
        .update(blogPosts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return row;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
