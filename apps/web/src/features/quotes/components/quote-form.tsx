import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { licenceNeedsFor } from '@trademate/shared/constants/licence-rules';
import { formatAud } from '@trademate/shared/constants/plans';
import { quoteLimits } from '@trademate/shared/constants/quotes';
import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { Quote, QuoteInput } from '@trademate/shared/schemas/quotes';
import { CountedTextarea } from '@/components/counted-textarea';
import { LicenceNotice } from '@/components/credentials';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useReviseQuoteMutation, useSendQuoteMutation } from '../api/send-quote';
import {
  addDays,
  formFieldOf,
  linesFromAnswers,
  newQuoteValues,
  quoteFormFields,
  totalWithGstAtMost,
  valuesFromVersion,
  type QuoteFormValues,
} from '../utils/quote-form-values';
import { QuoteAttachmentsField } from './quote-attachments-field';
import { QuoteDepositField } from './quote-deposit-field';
import { QuoteFormTotals } from './quote-form-totals';
import { QuoteLinesField } from './quote-lines-field';

type FormControl = Control<QuoteFormValues, unknown, QuoteInput>;

/**
 * What the law asks for the job once the quote's total crosses the state's line for its service
 * (decision 025). The lines are drawn GST included and the form cannot know whether GST will be
 * added, so the notice goes by the most the total can be.
 */
function QuoteLicenceNotice({ job, control }: { job: JobRequestDetail; control: FormControl }) {
  const [items, deposit] = useWatch({ control, name: ['items', 'deposit'] });
  const cents = totalWithGstAtMost({ items, deposit });
  const dollars = Math.ceil(cents / 100);
  const needs =
    dollars > 0
      ? licenceNeedsFor({
          state: job.state,
          serviceSlug: job.serviceSlug,
          budgetMin: dollars,
          budgetMax: dollars,
        })
      : null;
  if (!needs) return null;
  return (
    <LicenceNotice
      needs={needs}
      priceLine={`Your quote comes to up to ${formatAud(cents)} with GST.`}
    />
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The professional's quote on a job: its lines with live totals, the dates, a deposit, terms and
 * files from the chat. Sends a new quote, or a revision of `existing` filled in from its current
 * version.
 */
export function QuoteForm({
  job,
  existing,
  feeTerms,
  onSaved,
}: {
  job: JobRequestDetail;
  existing: Quote | null;
  /** Shown before sending: what TradeMate keeps when the client pays through it. */
  feeTerms?: ReactNode;
  onSaved: (quote: Quote) => void;
}) {
  const dispatch = useDispatch();
  const [sendQuote] = useSendQuoteMutation();
  const [reviseQuote] = useReviseQuoteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInAustralia();
  // The checks load at the first one (decision 097); a new day makes a new resolver, as it did the
  // schema, and the module loaded for the first is not loaded again.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../utils/quote-form-schema').then((schemas) => schemas.quoteFormSchema(today)),
      ),
    [today],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, QuoteInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: existing ? valuesFromVersion(existing.current, today) : newQuoteValues(today),
  });

  const onSubmit = handleSubmit(async (quote) => {
    setFailure(null);
    try {
      const saved = existing
        ? await reviseQuote({ quoteId: existing._id, quote }).unwrap()
        : await sendQuote({ jobId: job._id, quote }).unwrap();
      onSaved(saved);
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return;
      const apiError = error as ApiError;
      // Only the first field takes the focus: moving it on would blur that field, and a blur
      // checks the field again by the form's own rules, which would clear the server's message.
      let isFocused = false;
      const placed = placeServerFieldErrors(
        {
          ...apiError,
          errors: apiError.errors?.map((issue) => ({ ...issue, path: formFieldOf(issue.path) })),
        },
        quoteFormFields(getValues('items').length),
        (field, message) => {
          setError(
            field as FieldPath<QuoteFormValues>,
            { type: 'server', message },
            { shouldFocus: !isFocused },
          );
          isFocused = true;
        },
      );
      // A message already shown on its field is not repeated above the button.
      if (placed === 0) setFailure(apiError.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormSection title="The work">
        <p className="text-sm text-slate-600">
          Price each line before GST. Quantities can have decimals, such as 2.5 hours.
        </p>
        <QuoteLinesField
          control={control}
          register={register}
          errors={errors}
          answerLines={linesFromAnswers(job.answers)}
        />
        <QuoteFormTotals control={control} />
        <QuoteLicenceNotice job={job} control={control} />
      </FormSection>

      <FormSection title="Dates and deposit">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            type="date"
            label="Valid until"
            min={today}
            max={addDays(today, quoteLimits.validForMaxDays)}
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
          <Input
            type="date"
            label="Earliest start"
            min={today}
            error={errors.earliestStart?.message}
            {...register('earliestStart')}
          />
        </div>
        <QuoteDepositField control={control} register={register} errors={errors} />
      </FormSection>

      <FormSection title="Terms and attachments">
        <CountedTextarea
          control={control}
          name="terms"
          limit={quoteLimits.termsMaxLength}
          label="Terms (optional)"
          hint="Payment terms, what is not included, warranty, access: anything the client should know."
          rows={4}
          error={errors.terms?.message}
        />
        {job.conversationId && (
          <QuoteAttachmentsField
            conversationId={job.conversationId}
            attached={existing?.current.attachments ?? []}
            register={register}
            error={errors.attachmentIds?.message}
          />
        )}
      </FormSection>

      {feeTerms}
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : existing ? 'Send revised quote' : 'Send quote'}
      </Button>
    </form>
  );
}
