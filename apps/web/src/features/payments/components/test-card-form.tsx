import { useForm } from 'react-hook-form';
import { formatAud } from '@trademate/shared/constants/plans';
import type { TestCardPayment } from '@trademate/shared/schemas/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

/** The card numbers the test-mode provider knows, and what each does. */
const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined' },
] as const;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/payments').then((schemas) => schemas.testCardPaymentSchema),
);

/**
 * The card form of the test checkout: number, expiry, security code and name, checked with the
 * same schema as the server once each field is touched.
 */
export function TestCardForm({
  amountCents,
  error,
  onPay,
}: {
  amountCents: number;
  /** The last refusal (a declined card), shown above the button. */
  error: string | null;
  /** Pays; resolves when the browser is on its way to the success page. */
  onPay: (card: TestCardPayment) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TestCardPayment>({
    resolver,
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });

  return (
    <div className="space-y-6">
      <section aria-labelledby="test-cards-heading" className="rounded-xl bg-slate-50 p-4">
        <h2 id="test-cards-heading" className="text-sm font-semibold text-slate-900">
          Test cards
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Any future expiry date, any 3-digit security code and any name work.
        </p>
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
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={errors.expiry?.message}
            {...register('expiry')}
          />
          <Input
            label="Security code (CVC)"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </div>
        <Input
          label="Name on card"
          autoComplete="cc-name"
          error={errors.nameOnCard?.message}
          {...register('nameOnCard')}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Paying…' : `Pay ${formatAud(amountCents)}`}
        </Button>
      </form>
    </div>
  );
}
