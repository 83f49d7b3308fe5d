import { formatAud, planFeatures } from '@trademate/shared/constants/plans';
import type { Plan } from '@trademate/shared/schemas/plans';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { planPricePeriod, planTitle } from '@/lib/plans';

/** One plan's name, GST-inclusive price, the GST in it and what it unlocks. */
export function PlanCard({ plan, isCurrent }: { plan: Plan; isCurrent: boolean }) {
  const title = planTitle(plan);
  const isProfessional = plan.tier === 'professional';
  return (
    <article
      aria-label={title}
      className={cn(
        'flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1',
        isProfessional ? 'ring-brand-200' : 'ring-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        {isCurrent && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            Your plan
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-3xl font-bold tracking-tight text-slate-900">
          {formatAud(plan.priceCents)}
        </span>
        <span className="text-sm text-slate-500">{planPricePeriod(plan)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">
        {plan.priceCents > 0 ? `GST included (${formatAud(plan.gstCents)})` : 'Nothing to pay'}
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
        {planFeatures[plan.tier].map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <CheckIcon className="size-5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
