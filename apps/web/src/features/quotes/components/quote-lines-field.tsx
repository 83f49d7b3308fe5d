import { ListPlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import {
  lineTotalCents,
  quoteItemKinds,
  quoteLimits,
  quoteUnits,
} from '@trademate/shared/constants/quotes';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { QuoteInput } from '@trademate/shared/schemas/quotes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  centsOf,
  emptyLine,
  isBlankLine,
  quantityHundredthsOf,
  type QuoteFormLine,
  type QuoteFormValues,
} from '../utils/quote-form-values';

const m = messages.quotes;

const kindOptions = quoteItemKinds.map((kind) => ({ value: kind, label: m.kinds[kind] }));
const unitOptions = quoteUnits.map((unit) => ({ value: unit, label: m.units[unit] }));

type FormControl = Control<QuoteFormValues, unknown, QuoteInput>;

/**
 * A line's amount from its quantity and unit price as typed so far (negative for a line that takes
 * work away), or a dash while either cannot be read.
 */
export function LineAmountText({
  quantity,
  unitPrice,
  isRemoved = false,
}: {
  quantity: string | undefined;
  unitPrice: string | undefined;
  isRemoved?: boolean;
}) {
  const hundredths = quantityHundredthsOf(quantity ?? '');
  const cents = centsOf(unitPrice ?? '');
  const isReadable = Number.isFinite(hundredths) && Number.isFinite(cents);
  const amount = lineTotalCents(hundredths, cents);
  return (
    <p className="text-sm text-slate-600">
      Amount{' '}
      <span className="font-semibold text-slate-900 tabular-nums">
        {isReadable ? formatAud(isRemoved && amount > 0 ? -amount : amount) : '–'}
      </span>
    </p>
  );
}

/** A line's amount as typed so far. */
function LineAmount({ control, index }: { control: FormControl; index: number }) {
  const [quantity, unitPrice] = useWatch({
    control,
    name: [`items.${index}.quantity`, `items.${index}.unitPrice`],
  });
  return <LineAmountText quantity={quantity} unitPrice={unitPrice} />;
}

type LineField = 'description' | 'kind' | 'quantity' | 'unit' | 'unitPrice';

/**
 * The inputs of one priced line, registered by the form that holds them: what it is, labour or
 * materials, how many of which unit at what price. The quote's lines and a variation's share them.
 */
export function QuoteLineInputs({
  registered,
  errors,
}: {
  registered: Record<LineField, UseFormRegisterReturn>;
  errors: Partial<Record<LineField, string>>;
}) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-6 sm:gap-x-4">
      <Input
        label="Description"
        className="col-span-2 sm:col-span-4"
        error={errors.description}
        {...registered.description}
      />
      <Select
        label="Type"
        className="sm:col-span-2"
        options={kindOptions}
        error={errors.kind}
        {...registered.kind}
      />
      <Input
        label="Quantity"
        inputMode="decimal"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.quantity}
        {...registered.quantity}
      />
      <Select
        label="Unit"
        className="sm:col-span-2"
        options={unitOptions}
        error={errors.unit}
        {...registered.unit}
      />
      <Input
        label="Unit price ($)"
        inputMode="decimal"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.unitPrice}
        {...registered.unitPrice}
      />
    </div>
  );
}

/**
 * The lines of a quote: what each is, labour or materials, how many of which unit at what price
 * (before GST), with its amount; lines are added up to the most a quote may have, and removed
 * down to one.
 */
export function QuoteLinesField({
  control,
  register,
  errors,
  answerLines = [],
}: {
  control: FormControl;
  register: UseFormRegister<QuoteFormValues>;
  errors: FieldErrors<QuoteFormValues>;
  /** Lines from the numbers the client gave about the job, added on request, once. */
  answerLines?: readonly QuoteFormLine[];
}) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'items' });
  const [isFromAnswers, setFromAnswers] = useState(false);
  const lines = useWatch({ control, name: 'items' });
  const addAnswerLines = () => {
    // The one blank line a new quote starts with gives way to them; typed lines stay.
    const kept = lines.length === 1 && isBlankLine(lines[0]!) ? [] : lines;
    replace([...kept, ...answerLines].slice(0, quoteLimits.itemsMax));
    setFromAnswers(true);
  };
  // The request's own checks on all its lines (at least one, the total) are reported on the list.
  const listError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <div>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const lineErrors = errors.items?.[index];
          const number = index + 1;
          return (
            <li key={field.id}>
              <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
                <legend className="sr-only">Line {number}</legend>
                <div className="mb-3 flex items-center justify-between gap-3">
                  <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
                    Line {number}
                  </p>
                  {fields.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove(index)}
                      aria-label={`Remove line ${number}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  )}
                </div>
                <QuoteLineInputs
                  registered={{
                    description: register(`items.${index}.description`),
                    kind: register(`items.${index}.kind`),
                    quantity: register(`items.${index}.quantity`),
                    unit: register(`items.${index}.unit`),
                    unitPrice: register(`items.${index}.unitPrice`),
                  }}
                  errors={{
                    description: lineErrors?.description?.message,
                    kind: lineErrors?.kind?.message,
                    quantity: lineErrors?.quantity?.message,
                    unit: lineErrors?.unit?.message,
                    unitPrice: lineErrors?.unitPrice?.message,
                  }}
                />
                <div className="mt-3 text-right">
                  <LineAmount control={control} index={index} />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {listError}
        </p>
      )}
      {fields.length < quoteLimits.itemsMax && (
        <div className="mt-4 flex flex-wrap gap-2">
          {answerLines.length > 0 && !isFromAnswers && (
            <Button variant="secondary" size="sm" onClick={addAnswerLines}>
              <ListPlus aria-hidden="true" className="size-4" />
              {messages.jobQuestions.quoteFromAnswers}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => append(emptyLine('labour'))}>
            <Plus aria-hidden="true" className="size-4" />
            Add labour
          </Button>
          <Button variant="secondary" size="sm" onClick={() => append(emptyLine('materials'))}>
            <Plus aria-hidden="true" className="size-4" />
            Add materials
          </Button>
        </div>
      )}
    </div>
  );
}
