import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import type { ResolveDisputeRequest } from '@trademate/shared/schemas/job-payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useResolveDisputeMutation } from '../../api/disputes';
import { dollarsText } from '../../utils/dollars';
import type { resolveDisputeFormSchema } from '../../utils/resolve-dispute-form-schema';

const m = messages.disputes;

type FormSchema = ReturnType<typeof resolveDisputeFormSchema>;

/**
 * Support's decision on an open dispute: how much of what is held goes back to the client (the rest
 * is released), a note both read, then a confirmation before anything moves.
 */
export function ResolveDisputeForm({
  paymentId,
  heldCents,
  onResolved,
}: {
  paymentId: string;
  heldCents: number;
  onResolved: (text: string) => void;
}) {
  // The checks load at the form's first check, or as the person turns to the form, not with the
  // page (decision 097); another amount held makes a new resolver, as it did the schema.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../../utils/resolve-dispute-form-schema').then((schemas) =>
          schemas.resolveDisputeFormSchema(heldCents),
        ),
      ),
    [heldCents],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<FormSchema>, unknown, z.output<FormSchema>>({
    resolver,
    defaultValues: { refund: '', note: '' },
  });
  const [resolve, { isLoading }] = useResolveDisputeMutation();
  const [decision, setDecision] = useState<ResolveDisputeRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (refundCents: number) => {
    setValue('refund', dollarsText(refundCents), { shouldDirty: true });
    clearErrors('refund');
  };

  const onReview = handleSubmit((values) => {
    setFailure(null);
    setDecision(values);
  });

  const onConfirm = async (chosen: ResolveDisputeRequest) => {
    try {
      await resolve({ paymentId, ...chosen }).unwrap();
      onResolved(m.resolvedMessage(chosen.refundCents, heldCents - chosen.refundCents));
    } catch (caught) {
      const error = caught as ApiError;
      setDecision(null);
      const placed = placeServerFieldErrors(error, ['refundCents', 'note'], (field, message) =>
        setError(field === 'refundCents' ? 'refund' : 'note', { type: 'server', message }),
      );
      if (placed === 0) setFailure(error.message);
    }
  };

  return (
    <form
      onSubmit={(event) => void onReview(event)}
      onFocus={resolver.preload}
      noValidate
      className="space-y-4"
    >
      <div className="space-y-2">
        <Input
          label={m.refundLabel}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-xs"
          error={errors.refund?.message}
          {...register('refund')}
        />
        <p className="text-sm text-slate-600">{m.refundHint(heldCents)}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => choose(0)}>
            {m.releaseAll}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            // An odd cent stays with the professional, who did part of the work.
            onClick={() => choose(Math.floor(heldCents / 2))}
          >
            {m.refundHalf}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => choose(heldCents)}>
            {m.refundAll}
          </Button>
        </div>
      </div>
      <Textarea label={m.noteLabel} rows={3} error={errors.note?.message} {...register('note')} />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit">{m.review}</Button>
      {decision && (
        <Modal
          title={m.confirmTitle}
          description={m.confirmSummary(decision.refundCents, heldCents - decision.refundCents)}
          onDismiss={() => setDecision(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDecision(null)}>
                Cancel
              </Button>
              <Button disabled={isLoading} onClick={() => void onConfirm(decision)}>
                {m.confirm}
              </Button>
            </>
          }
        >
          <p className="mt-3 text-sm whitespace-pre-line text-slate-700">“{decision.note}”</p>
        </Modal>
      )}
    </form>
  );
}
