import { CheckIcon } from '@/components/ui/icons';
import { formatAud, planFeatures } from '@trademate/shared/constants/plans';
import type { Plan } from '@trademate/shared/schemas/plans';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useGetPlansQuery } from '../api/get-plans';

function PlanCard({
  title,
  price,
  note,
  features,
  description,
  highlighted,
}: {
  title: string;
  price: string;
  note: string;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
}) {
  return (
    <article
      className={cn(
        'flex flex-col rounded-3xl p-8 ring-1',
        highlighted ? 'bg-brand-900 text-white ring-brand-900' : 'bg-white ring-slate-200',
      )}
    >
      <h3 className={cn('text-lg font-semibold', highlighted ? 'text-white' : 'text-slate-900')}>
        {title}
      </h3>
      <p className={cn('mt-2 text-sm', highlighted ? 'text-brand-100' : 'text-slate-600')}>
        {description}
      </p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className={cn('text-sm', highlighted ? 'text-brand-100' : 'text-slate-500')}>
          {note}
        </span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon
              className={cn('size-5 shrink-0', highlighted ? 'text-brand-300' : 'text-brand-600')}
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={paths.signup.href()}
        variant={highlighted ? 'inverse' : 'secondary'}
        className="mt-8"
      >
        {highlighted ? 'Join as a professional' : 'Join for free'}
      </ButtonLink>
    </article>
  );
}

function priceNote(plans: Plan[]): { price: string; note: string; description: string } | null {
  const monthly = plans.find((plan) => plan.tier === 'professional' && plan.interval === 'month');
  const yearly = plans.find((plan) => plan.tier === 'professional' && plan.interval === 'year');
  if (!monthly) return null;
  return {
    price: formatAud(monthly.priceCents),
    note: yearly ? `a month, or ${formatAud(yearly.priceCents)} a year` : 'a month',
    description: monthly.description,
  };
}

/** What each plan costs and unlocks (the home page places it at #subscriptions). */
export function PlansSection() {
  const { data: plans, isError } = useGetPlansQuery();
  const free = plans?.find((plan) => plan.tier === 'free');
  const professional = plans ? priceNote(plans) : null;

  return (
    <section aria-labelledby="plans-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2
          id="plans-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Plans for professionals
        </h2>
        <p className="mt-3 text-slate-600">
          Clients and apprentices use TradeMate for free. Tradies choose the plan that suits their
          business. Prices are in Australian dollars and include GST.
        </p>
      </div>
      {isError && (
        <p role="alert" className="mt-8 text-center text-slate-600">
          Plans could not be loaded right now. Please refresh the page.
        </p>
      )}
      {free && professional && (
        <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          <PlanCard
            title={free.name}
            price={formatAud(free.priceCents)}
            note="forever"
            description={free.description}
            features={planFeatures.free}
          />
          <PlanCard
            title="Professional"
            price={professional.price}
            note={professional.note}
            description={professional.description}
            features={planFeatures.professional}
            highlighted
          />
        </div>
      )}
    </section>
  );
}
