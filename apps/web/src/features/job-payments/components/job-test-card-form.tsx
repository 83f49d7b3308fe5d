import { useForm } from 'react-hook-form';
import { formatAud } from '@trademate/shared/constants/plans';
import type { JobTestCardRequest } from '@trademate/shared/schemas/job-payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

/** The card numbers the test mode knows, as Stripe's own test mode treats them. */
const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined' },
  { number: '4000 0000 0000 9995', outcome: 'Has insufficient funds' },
] as const;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/job-payments').then(
    (schemas) => schemas.jobTestCardRequestSchema,
  ),
);

/**
 * The test checkout's card form: the test cards to use, then a number and an expiry, checked with
 * the server's schema once each field is touched.
 */
export function JobTestCardForm({
  amountCents,
  error,
  onPay,
}: {
  amountCents: number;
  /** The last refusal (a declined card), shown above the button. */
  error: string | null;
  /** Pays; resolves once the browser is on its way back to the quote. */
  onPay: (card: JobTestCardRequest) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<JobTestCardRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '' },
  });

  return (
    <div className="space-y-6">
      <section aria-labelledby="job-test-cards-heading" className="rounded-xl bg-slate-50 p-4">
        <h2 id="job-test-cards-heading" className="text-sm font-semibold text-slate-900">
          Test cards
        </h2>
        <p className="mt-1 text-sm text-slate-600">Any expiry date in the future works.</p>
        <ul className="mt-3 space-y-2">
          {testCards.map((card) => (
            <li key={card.number} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-mono font-semibold text-slate-900">{card.number}</span>
              <span className="text-slate-600">{card.outcome}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Use this card, ${card.number}`}
                onClick={() => setValue('cardNumber', card.number, { shouldValidate: true })}
              >
                Use this card
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <form
        onSubmit={(event) => void handleSubmit(onPay)(event)}
        onFocus={resolver.preload}
        noValidate
        className="space-y-4"
      >
        <Input
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        <Input
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Paying…' : `Pay ${formatAud(amountCents)}`}
        </Button>
      </form>
    </div>
  );
}
