import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Review, ReviewPage, ReviewsQuery } from '@trademate/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import { noRealtime, type RealtimePublisher } from '../../lib/realtime-publisher';
import { createNotificationsService } from '../notifications/notifications.service';
import { createReviewsRepository, type ListedReviewRow } from './reviews.repository';

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
 * Reviews as profiles read them, and the reviewed professional's one reply. Reviews themselves are
 * written by the jobs module when a client reviews a completed job.
 */
export function createReviewsService(db: Db, realtime: RealtimePublisher = noRealtime) {
  const repository = createReviewsRepository(db);
  const notifications = createNotificationsService(db, realtime);

  return {
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
          },
          tx,
        );
        return toReview({ ...review, ...saved });
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
