import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { QuoteInput } from '@trademate/shared/schemas/quotes';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import type { QuoteFormValues } from '../utils/quote-form-values';

const depositOptions = [
  { value: 'none', label: 'No deposit' },
  { value: 'percent', label: 'A percentage' },
  { value: 'amount', label: 'An amount' },
];

/** An optional deposit: none, a whole percentage of the total, or an amount in dollars and cents. */
export function QuoteDepositField({
  control,
  register,
  errors,
}: {
  control: Control<QuoteFormValues, unknown, QuoteInput>;
  register: UseFormRegister<QuoteFormValues>;
  errors: FieldErrors<QuoteFormValues>;
}) {
  const kind = useWatch({ control, name: 'deposit.kind' });
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Deposit"
        options={depositOptions}
        error={errors.deposit?.kind?.message}
        {...register('deposit.kind')}
      />
      {kind !== 'none' && (
        <Input
          key={kind}
          label={kind === 'percent' ? 'Deposit (% of the total)' : 'Deposit amount ($)'}
          inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
          autoComplete="off"
          className="sm:max-w-xs"
          error={errors.deposit?.value?.message}
          {...register('deposit.value')}
        />
      )}
    </div>
  );
}
