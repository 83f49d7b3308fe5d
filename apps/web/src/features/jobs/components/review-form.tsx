import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import type { z } from 'zod';
import type { ReviewRequest, reviewRequestSchema } from '@trademate/shared/schemas/jobs';
import { jobLimits } from '@trademate/shared/constants/jobs';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StarRatingInput } from '@/components/ui/star-rating';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useReviewJobMutation } from '../api/review-job';

type ReviewValues = z.output<typeof reviewRequestSchema>;

const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/jobs').then((schemas) => schemas.reviewRequestSchema),
);

/** The client's one review of the professional they hired: stars and a few words. */
export function ReviewForm({
  jobId,
  professionalName,
}: {
  jobId: string;
  professionalName: string;
}) {
  const dispatch = useDispatch();
  const [reviewJob] = useReviewJobMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewRequest, unknown, ReviewValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { body: '' },
  });

  const submit = handleSubmit(async (review) => {
    setServerError(null);
    try {
      await reviewJob({ jobId, body: review }).unwrap();
    } catch (error) {
      if (!openAuthModalFor(error, dispatch)) setServerError((error as ApiError).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend={`How did ${professionalName} do?`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <CountedTextarea
        control={control}
        name="body"
        limit={jobLimits.reviewBodyMaxLength}
        label="Your review"
        hint="Other clients read it on their profile: the quality of the work, timing, tidiness, price."
        rows={4}
        error={errors.body?.message}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending…' : 'Send review'}
      </Button>
    </form>
  );
}
