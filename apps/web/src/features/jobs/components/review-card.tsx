import type { JobReview } from '@trademate/shared/schemas/jobs';
import { StarRating } from '@/components/ui/star-rating';
import { LongDate } from '@/components/ui/dates';

/** The client's review as it stands, with the professional's reply once they have written one. */
export function ReviewCard({
  review,
  professionalFirstName,
}: {
  review: JobReview;
  professionalFirstName: string;
}) {
  return (
    <div className="space-y-4">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <StarRating rating={review.rating} />
          <span className="text-sm text-slate-500">
            Your review · <LongDate value={review.createdAt} />
          </span>
        </div>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.body}</p>
      </div>
      {review.reply ? (
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
          <p className="text-sm font-semibold text-slate-900">
            Reply from {professionalFirstName}
            {review.repliedAt && (
              <span className="font-normal text-slate-500">
                {' '}
                · <LongDate value={review.repliedAt} />
              </span>
            )}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{professionalFirstName} has not replied yet.</p>
      )}
    </div>
  );
}
