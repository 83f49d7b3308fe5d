import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import {
  REVIEW_REPLY_MAX_LENGTH,
  replyToReviewRequestSchema,
  type ReplyToReviewRequest,
} from '@trademate/shared/schemas/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useReplyToReviewMutation } from '../api/reply-to-review';

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
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReplyToReviewRequest, unknown, ReplyToReviewRequest>({
    mode: 'onTouched',
    resolver: zodResolver(replyToReviewRequestSchema),
    defaultValues: { reply: '' },
  });
  const reply = useWatch({ control, name: 'reply' });

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
      <Textarea
        label={`Reply to ${clientName}`}
        hint="Your reply shows under the review for everyone. You can reply once."
        rows={3}
        characterCount={{ used: reply?.length ?? 0, limit: REVIEW_REPLY_MAX_LENGTH }}
        error={errors.reply?.message}
        {...register('reply')}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Posting…' : 'Post reply'}
      </Button>
    </form>
  );
}
