import { useState } from 'react';
import type { ReviewOfPerson } from '@trademate/shared/schemas/people';
import { Button } from '@/components/ui/button';
import { formatFullDateTime } from '@/lib/format-time';
import { useHideReviewMutation } from '../../api/people';
import { ReasonDialog } from '../reason-dialog';

/** A review a person received or wrote, with "Hide review" while it shows. */
export function ReviewRow({ review, personId }: { review: ReviewOfPerson; personId: string }) {
  const [hide] = useHideReviewMutation();
  const [isAsking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-medium text-slate-900">
          {review.rating}/5 · {review.jobTitle}
          {review.hiddenAt && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">
              Hidden
            </span>
          )}
        </p>
        <p className="text-slate-700">{review.body}</p>
        <p className="text-xs text-slate-500">
          {review.otherName} · {formatFullDateTime(review.createdAt)}
        </p>
      </div>
      {!review.hiddenAt && (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Hide review
        </Button>
      )}
      {isAsking && (
        <ReasonDialog
          title="Hide this review?"
          description="It disappears from the profile and the rating at once."
          confirmLabel="Hide"
          onConfirm={(reason) => hide({ id: review._id, personId, reason }).unwrap()}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
