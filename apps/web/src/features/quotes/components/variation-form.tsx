import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { formatAud } from '@trademate/shared/constants/plans';
import { formatAudChange, variationLimits } from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail, VariationInput } from '@trademate/shared/schemas/quotes';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useProposeVariationMutation } from '../api/propose-variation';
import { formFieldOf } from '../utils/quote-form-values';
import {
  liveVariationTotals,
  newVariationValues,
  variationFormFields,
  type VariationFormValues,
} from '../utils/variation-form-values';
import { VariationLinesField } from './variation-lines-field';

const mv = messages.quoteVariations;

function Row({ label, value, isTotal }: { label: string; value: string; isTotal?: boolean }) {
  return (
    <div
      className={
        isTotal
          ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900'
          : 'flex justify-between gap-4 text-slate-700'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** What the variation changes as the professional types, and the agreed total it leads to. */
function VariationFormTotals({
  control,
  agreedTotalCents,
  gstRegistered,
}: {
  control: Control<VariationFormValues, unknown, VariationInput>;
  agreedTotalCents: number;
  gstRegistered: boolean;
}) {
  const lines = useWatch({ control, name: 'lines' });
  const totals = liveVariationTotals(lines, gstRegistered);
  return (
    <section
      aria-label="What it changes"
      className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset"
    >
      <dl className="space-y-2">
        <Row label="Before GST" value={formatAudChange(totals.subtotalCents)} />
        {gstRegistered && <Row label="GST" value={formatAudChange(totals.gstCents)} />}
        <Row label="This variation" value={formatAudChange(totals.totalCents)} />
        <Row label="Agreed total now" value={formatAud(agreedTotalCents)} />
        <Row
          label="Agreed total if approved"
          value={formatAud(agreedTotalCents + totals.totalCents)}
          isTotal
        />
      </dl>
    </section>
  );
}

/**
 * The professional's variation of their accepted quote: lines that add or remove work, priced
 * before GST (added as the accepted quote charged it), with the reason the client reads.
 */
export function VariationForm({
  quote,
  onProposed,
  onCancel,
}: {
  quote: QuoteDetail;
  onProposed: (notice: string) => void;
  onCancel: () => void;
}) {
  const dispatch = useDispatch();
  const [proposeVariation] = useProposeVariationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const agreedTotalCents = quote.agreedTotalCents ?? quote.current.totalCents;
  const { gstRegistered } = quote.current;
  // The checks load at the first one (decision 097). New figures make a new resolver: a check
  // already waiting for the chunk ends with the figures it began with, as it would have without
  // the wait, and the next one loads nothing again (the module is kept once loaded).
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../utils/variation-form-schema').then((schemas) =>
          schemas.variationFormSchema(agreedTotalCents, gstRegistered),
        ),
      ),
    [agreedTotalCents, gstRegistered],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<VariationFormValues, unknown, VariationInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: newVariationValues(),
  });

  const onSubmit = handleSubmit(async (variation) => {
    setFailure(null);
    try {
      await proposeVariation({ quoteId: quote._id, variation }).unwrap();
      onProposed(mv.proposed);
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return;
      const apiError = error as ApiError;
      let isFocused = false;
      const placed = placeServerFieldErrors(
        {
          ...apiError,
          errors: apiError.errors?.map((issue) => ({ ...issue, path: formFieldOf(issue.path) })),
        },
        variationFormFields(getValues('lines').length),
        (field, message) => {
          setError(
            field as FieldPath<VariationFormValues>,
            { type: 'server', message },
            { shouldFocus: !isFocused },
          );
          isFocused = true;
        },
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Propose a variation">
      <p className="text-sm text-slate-600">
        Add the extra work, or remove work that is no longer needed. Price each line before GST
        {gstRegistered ? '; GST is added as on your quote.' : '.'}
      </p>
      <VariationLinesField control={control} register={register} errors={errors} />
      <VariationFormTotals
        control={control}
        agreedTotalCents={agreedTotalCents}
        gstRegistered={gstRegistered}
      />
      <CountedTextarea
        control={control}
        name="reason"
        limit={variationLimits.reasonMaxLength}
        label="Why does the work change?"
        hint={`${quote.job.clientFirstName} reads this before approving or declining.`}
        rows={3}
        error={errors.reason?.message}
      />
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send variation'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
