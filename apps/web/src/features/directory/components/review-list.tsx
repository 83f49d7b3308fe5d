import * as messages from '@trademate/shared/messages';
import type { Review } from '@trademate/shared/schemas/reviews';
import { ReportButton } from '@/components/safety/report-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { useGetProfessionalReviewsInfiniteQuery } from '../api/get-professional-reviews';
import { ReviewReplyForm } from './review-reply-form';

function ReviewItem({
  review,
  professionalId,
  professionalFirstName,
  canReply,
  canReport,
}: {
  review: Review;
  professionalId: string;
  professionalFirstName: string;
  canReply: boolean;
  canReport: boolean;
}) {
  return (
    <article className="py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <p className="text-sm text-slate-500">
          <span className="font-medium text-slate-900">{review.clientName}</span>
          {' · '}
          <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
        </p>
      </div>
      <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-700">{review.body}</p>
      {canReport && (
        <ReportButton
          subjectType="review"
          subjectId={review._id}
          label={messages.safety.reportTitle(messages.safety.subjectNames.review)}
          className="mt-1 -ml-1"
        />
      )}
      {review.reply !== null ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
          <p className="text-sm font-medium text-slate-900">
            Reply from {professionalFirstName}
            {review.repliedAt && (
              <>
                {' · '}
                <time dateTime={review.repliedAt} className="font-normal text-slate-500">
                  {formatLongDate(review.repliedAt)}
                </time>
              </>
            )}
          </p>
          <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700">
            {review.reply}
          </p>
        </div>
      ) : (
        canReply && (
          <ReviewReplyForm
            reviewId={review._id}
            professionalId={professionalId}
            clientName={review.clientName}
          />
        )
      )}
    </article>
  );
}

/**
 * A professional's reviews, newest first, with their replies and "Load more". The professional
 * themselves gets a reply form under each review they have not answered.
 */
export function ReviewList({
  professionalId,
  professionalFirstName,
  canReply,
  canReport = false,
}: {
  professionalId: string;
  professionalFirstName: string;
  canReply: boolean;
  /** A signed-in viewer may report a review (decision 027); its author is refused by the API. */
  canReport?: boolean;
}) {
  const { data, error, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetProfessionalReviewsInfiniteQuery(professionalId);
  const reviews = data?.pages.flatMap((page) => page.items) ?? [];

  if (isError && !data) {
    return (
      <Alert>
        {(error as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) return <Spinner label="Loading reviews" />;
  if (reviews.length === 0) {
    return <p className="text-sm text-slate-500">{messages.reviews.noReviews}</p>;
  }
  return (
    <>
      <ul aria-label="Reviews" className="divide-y divide-slate-100">
        {reviews.map((review) => (
          <li key={review._id}>
            <ReviewItem
              review={review}
              professionalId={professionalId}
              professionalFirstName={professionalFirstName}
              canReply={canReply}
              canReport={canReport}
            />
          </li>
        ))}
      </ul>
      {isError && <Alert className="mt-6">{(error as ApiError).message}</Alert>}
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label="Load more reviews"
      />
    </>
  );
}
