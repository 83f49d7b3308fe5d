import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { olderThan, type Cursor } from '../../lib/cursor';

/** What a profile shows of a review: the review, its reply and the client's names. */
const listedColumns = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  clientFirstName: users.firstName,
  clientLastName: users.lastName,
};

export type ReviewRow = typeof reviews.$inferSelect;

export type ListedReviewRow = {
  id: string;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  clientFirstName: string;
  clientLastName: string;
};

/**
 * Newest first, spelled `desc nulls last` as reviews_tradie_idx is built (a bare `desc` means nulls
 * first, which that index cannot give, so Postgres would sort all of a professional's reviews).
 */
const newestFirst = [sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`];

export function createReviewsRepository(db: Db) {
  return {
    /** Inserts a job's one review; undefined when it already has one. */
    async insert(
      values: { jobId: string; clientId: string; tradieId: string; rating: number; body: string },
      tx: DbOrTx = db,
    ): Promise<ReviewRow | undefined> {
      const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findByJob(jobId: string, tx: DbOrTx = db): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.jobId, jobId)).limit(1);
      return row;
    },

    /** A professional's reviews, newest first: `limit + 1` rows so the caller knows if more follow. */
    async findPageForTradie(
      tradieId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<ListedReviewRow[]> {
      return tx
        .select(listedColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.clientId))
        .where(
          and(
            eq(reviews.tradieId, tradieId),
            isNull(reviews.hiddenAt),
            // Implied by the cursor condition; lets the index start at the cursor.
            cursor ? lte(reviews.createdAt, cursor.createdAt) : undefined,
            olderThan(reviews.createdAt, reviews.id, cursor),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit + 1);
    },

    /** A review with what replying to it needs: whose it is, its client and its job's title. */
    async findForReply(reviewId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          ...listedColumns,
          tradieId: reviews.tradieId,
          clientId: reviews.clientId,
          jobId: reviews.jobId,
          jobTitle: jobs.title,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.clientId))
        .innerJoin(jobs, eq(jobs.id, reviews.jobId))
        .where(eq(reviews.id, reviewId))
        .limit(1);
      return row;
    },

    /** Hides a review unless it is hidden already; the hidden row, or undefined. */
    async hide(reviewId: string, tx: DbOrTx = db): Promise<ReviewRow | undefined> {
      const [row] = await tx
        .update(reviews)
        .set({ hiddenAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
        .returning();
      return row;
    },

    async findById(reviewId: string, tx: DbOrTx = db): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
      return row;
    },

    /** Stores the reply unless there already is one; undefined means someone replied first. */
    async setReplyOnce(
      reviewId: string,
      tradieId: string,
      reply: string,
      tx: DbOrTx = db,
    ): Promise<{ reply: string | null; repliedAt: Date | null } | undefined> {
      const [row] = await tx
        .update(reviews)
        .set({ reply, repliedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), eq(reviews.tradieId, tradieId), isNull(reviews.reply)))
        .returning({ reply: reviews.reply, repliedAt: reviews.repliedAt });
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
