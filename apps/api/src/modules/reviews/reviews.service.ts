import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Review, ReviewPage, ReviewsQuery } from '@trademate/shared/schemas/reviews';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import {
  createReviewsRepository,
  type ListedReviewRow,
  type ReviewRow,
} from './reviews.repository';

export type { ReviewRow };

/** A client as other people see them on a review: first name and last initial. */
export function publicClientName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}

function toReview(row: ListedReviewRow): Review {
  return {
    _id: row.id,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    clientName: publicClientName(row.clientFirstName, row.clientLastName),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/**
 * Reviews: a client's one review of the professional hired for a completed job (written when the
 * jobs module completes the review step), profiles' pages of them, and the professional's reply.
 */
export function createReviewsService({
  db,
  notifications,
  users,
}: {
  db: Db;
  notifications: NotificationsService;
  users: Pick<UsersService, 'addRating' | 'removeRating'>;
}) {
  const repository = createReviewsRepository(db);

  return {
    /**
     * A job's one review, counted in the professional's rating in the same transaction; undefined
     * when the job has a review already.
     */
    async createReview(
      values: { jobId: string; clientId: string; tradieId: string; rating: number; body: string },
      tx: DbOrTx,
    ): Promise<ReviewRow | undefined> {
      const row = await repository.insert(values, tx);
      if (row) await users.addRating(values.tradieId, values.rating, tx);
      return row;
    },

    /**
     * Staff hide a review (decision 031), in the caller's transaction: it leaves the profile's
     * list and its rating leaves the professional's counters at once. NOT_FOUND / CONFLICT.
     */
    async hide(reviewId: string, tx: DbOrTx): Promise<ReviewRow> {
      const hidden = await repository.hide(reviewId, tx);
      if (!hidden) {
        const exists = await repository.findById(reviewId, tx);
        if (!exists) throw notFound(messages.people.reviewNotFound);
        throw new AppError('CONFLICT', messages.people.reviewAlreadyHidden);
      }
      await users.removeRating(hidden.tradieId, hidden.rating, tx);
      return hidden;
    },

    findForJob: (jobId: string, tx: DbOrTx = db) => repository.findByJob(jobId, tx),

    /** A professional's reviews, newest first, one page at a time. */
    async listForTradie(tradieId: string, query: ReviewsQuery): Promise<ReviewPage> {
      const cursor = decodeCursor(query.cursor);
      const rows = await repository.findPageForTradie(tradieId, cursor, query.limit);
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.createdAt, id: row.id }),
        toReview,
      );
    },

    /**
     * The reviewed professional replies once; the client hears of it in the same transaction. Anyone
     * else's review is "not found", so its existence is never confirmed to them.
     */
    async replyToReview(
      reviewId: string,
      professional: { id: string; firstName: string; lastName: string },
      reply: string,
    ): Promise<Review> {
      return inTransaction(db, async (tx) => {
        const review = await repository.findForReply(reviewId, tx);
        if (!review || review.tradieId !== professional.id)
          throw notFound(messages.reviews.notFound);
        const saved =
          review.reply === null
            ? await repository.setReplyOnce(reviewId, professional.id, reply, tx)
            : undefined;
        if (!saved) throw new AppError('CONFLICT', messages.reviews.alreadyReplied);
        await notifications.notify(
          {
            userId: review.clientId,
            kind: 'review_replied',
            title: messages.reviews.repliedTitle,
            body: messages.reviews.repliedBody(
              `${professional.firstName} ${professional.lastName}`,
              review.jobTitle,
            ),
            link: paths.myJob.href(review.jobId),
            subjectJobId: review.jobId,
          },
          tx,
        );
        return toReview({ ...review, ...saved });
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
