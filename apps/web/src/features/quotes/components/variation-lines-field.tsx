import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { variationChanges, variationLimits } from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import type { VariationInput } from '@trademate/shared/schemas/quotes';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { emptyVariationLine, type VariationFormValues } from '../utils/variation-form-values';
import { LineAmountText, QuoteLineInputs } from './quote-lines-field';

const mv = messages.quoteVariations;

const changeOptions = variationChanges.map((change) => ({
  value: change,
  label: mv.changes[change],
}));

type FormControl = Control<VariationFormValues, unknown, VariationInput>;

/** A line's amount as typed so far: negative when the line takes work away. */
function LineAmount({ control, index }: { control: FormControl; index: number }) {
  const [change, quantity, unitPrice] = useWatch({
    control,
    name: [`lines.${index}.change`, `lines.${index}.quantity`, `lines.${index}.unitPrice`],
  });
  return (
    <LineAmountText quantity={quantity} unitPrice={unitPrice} isRemoved={change === 'remove'} />
  );
}

/**
 * The lines of a variation: each adds work to the agreement or takes some away, priced as a
 * quote's line (before GST); lines are added up to the most a variation may have, and removed
 * down to one.
 */
export function VariationLinesField({
  control,
  register,
  errors,
}: {
  control: FormControl;
  register: UseFormRegister<VariationFormValues>;
  errors: FieldErrors<VariationFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  // The request's own checks on all its lines (the agreed total they lead to) go on the list.
  const listError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <div>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
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
                <Select
                  label="Add or remove"
                  className="mb-4 sm:w-1/3"
                  options={changeOptions}
                  error={lineErrors?.change?.message}
                  {...register(`lines.${index}.change`)}
                />
                <QuoteLineInputs
                  registered={{
                    description: register(`lines.${index}.description`),
                    kind: register(`lines.${index}.kind`),
                    quantity: register(`lines.${index}.quantity`),
                    unit: register(`lines.${index}.unit`),
                    unitPrice: register(`lines.${index}.unitPrice`),
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
      {fields.length < variationLimits.linesMax && (
        <div className="mt-4">
          <Button variant="secondary" size="sm" onClick={() => append(emptyVariationLine('add'))}>
            <Plus aria-hidden="true" className="size-4" />
            Add a line
          </Button>
        </div>
      )}
    </div>
  );
}
