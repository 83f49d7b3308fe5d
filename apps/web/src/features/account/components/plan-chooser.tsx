import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paidPlanCodes, type PaidPlanCode } from '@trademate/shared/constants/payments';
import { formatAud } from '@trademate/shared/constants/plans';
import type { CheckoutRequest } from '@trademate/shared/schemas/payments';
import type { Plan } from '@trademate/shared/schemas/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const intervalLabels = { month: ['Monthly', 'a month'], year: ['Yearly', 'a year'] } as const;

// The check loads when the plan is first sent, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/payments').then((schemas) => schemas.checkoutRequestSchema),
);

function isPaidPlanCode(code: string): code is PaidPlanCode {
  return (paidPlanCodes as readonly string[]).includes(code);
}

/**
 * Monthly or yearly, then the button that opens the checkout. The caller starts the checkout and
 * leaves the page; a rejection (an ApiError) is shown here and the form can be sent again.
 */
export function PlanChooser({
  plans,
  defaultPlanCode,
  submitLabel,
  onChoose,
}: {
  plans: Plan[];
  defaultPlanCode?: string;
  submitLabel: string;
  onChoose: (planCode: PaidPlanCode) => Promise<void>;
}) {
  const options = plans
    .filter((plan) => plan.tier === 'professional' && plan.interval && isPaidPlanCode(plan.code))
    .map((plan) => {
      const [label, period] = intervalLabels[plan.interval ?? 'month'];
      return { value: plan.code, label: `${label}: ${formatAud(plan.priceCents)} ${period}` };
    });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutRequest>({
    resolver,
    defaultValues: {
      planCode:
        defaultPlanCode && isPaidPlanCode(defaultPlanCode)
          ? defaultPlanCode
          : 'professional-monthly',
    },
  });
  const [error, setError] = useState<string | null>(null);
  // Once the checkout has opened the browser is on its way out: the button stays busy.
  const [isLeaving, setLeaving] = useState(false);

  const submit = handleSubmit(async ({ planCode }) => {
    setError(null);
    try {
      await onChoose(planCode);
      setLeaving(true);
    } catch (failure) {
      setError((failure as { message: string }).message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={resolver.preload} className="space-y-4">
      <RadioGroup
        legend="Billing"
        options={options}
        error={errors.planCode?.message}
        {...register('planCode')}
      />
      <p className="text-sm text-slate-600">
        Prices include GST. You pay on the next page; nothing is charged until you confirm there.
      </p>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" disabled={isSubmitting || isLeaving}>
        {isSubmitting || isLeaving ? 'Opening checkout…' : submitLabel}
      </Button>
    </form>
  );
}
