import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { REVIEW_REPLY_MAX_LENGTH } from '@trademate/shared/constants/reviews';
import type { ReplyToReviewRequest } from '@trademate/shared/schemas/reviews';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useReplyToReviewMutation } from '../api/reply-to-review';

const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/reviews').then((schemas) => schemas.replyToReviewRequestSchema),
);

/** The reviewed professional's one public reply to a review; it shows in place once posted. */
export function ReviewReplyForm({
  reviewId,
  professionalId,
  clientName,
}: {
  reviewId: string;
  professionalId: string;
  clientName: string;
}) {
  const dispatch = useDispatch();
  const [replyToReview] = useReplyToReviewMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReplyToReviewRequest, unknown, ReplyToReviewRequest>({
    mode: 'onTouched',
    resolver,
    defaultValues: { reply: '' },
  });

  const onSubmit = handleSubmit(async ({ reply: text }) => {
    setServerError(null);
    try {
      await replyToReview({ reviewId, professionalId, reply: text }).unwrap();
    } catch (error) {
      if (!openAuthModalFor(error, dispatch)) setServerError((error as ApiError).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <CountedTextarea
        control={control}
        name="reply"
        limit={REVIEW_REPLY_MAX_LENGTH}
        label={`Reply to ${clientName}`}
        hint="Your reply shows under the review for everyone. You can reply once."
        rows={3}
        error={errors.reply?.message}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Posting…' : 'Post reply'}
      </Button>
    </form>
  );
}
