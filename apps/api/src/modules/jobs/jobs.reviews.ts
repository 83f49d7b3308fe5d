import { canReviewJob } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { JobReview } from '@trademate/shared/schemas/jobs';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import type { ReviewRow } from '../reviews/reviews.service';
import { clientName, type Client } from './jobs.own-job';
import type { JobsDeps } from './jobs.deps';

const m = messages.jobs;

/** The review on a job's page: the client's words and the professional's reply. */
export function toReview(row: ReviewRow): JobReview {
  return {
    _id: row.id,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client reviewing the professional they hired, once the job is done. */
export function createJobsReviews({
  db,
  ownJob: { ownJobOr404 },
  notifications,
  reviews,
}: Pick<JobsDeps, 'db' | 'ownJob' | 'notifications' | 'reviews'>) {
  return {
    /**
     * The client's one review of the professional they hired, once the job is completed. The
     * professional's rating counters move in the same transaction, and they are told.
     */
    async reviewJob(
      client: Client,
      jobId: string,
      input: { rating: number; body: string },
    ): Promise<JobReview> {
      const review = await inTransaction(db, async (tx) => {
        const job = await ownJobOr404(jobId, client.id, tx);
        if (!canReviewJob(job.status)) throw new AppError('CONFLICT', m.reviewNotCompleted);
        if (!job.hiredTradieId) throw new AppError('CONFLICT', m.reviewNoProfessional);
        const inserted = await reviews.createReview(
          {
            jobId,
            clientId: client.id,
            tradieId: job.hiredTradieId,
            rating: input.rating,
            body: input.body,
          },
          tx,
        );
        if (!inserted) throw new AppError('CONFLICT', m.reviewExists);
        await notifications.notify(
          {
            userId: job.hiredTradieId,
            kind: 'review_received',
            title: m.notifications.reviewTitle,
            body: m.notifications.reviewBody(clientName(client), input.rating, job.title),
            link: paths.professionalDetail.href(job.hiredTradieId),
            subjectJobId: job.id,
          },
          tx,
        );
        return inserted;
      });
      return toReview(review);
    },
  };
}
