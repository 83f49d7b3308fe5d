import { useSelector } from 'react-redux';
import { CheckIcon } from '@/components/ui/icons';
import { formatAud, planFeatures } from '@trademate/shared/constants/plans';
import { isProfessional } from '@trademate/shared/constants/users';
import type { Plan } from '@trademate/shared/schemas/plans';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { selectUserType } from '@/features/session/slice';
import { planPricePeriod, planTitle, useGetPlansQuery } from '@/lib/plans';

function PlanCard({
  plan,
  action,
}: {
  plan: Plan;
  action: { label: string; href: string } | null;
}) {
  const title = planTitle(plan);
  const isHighlighted = plan.interval === 'year';
  return (
    <article
      aria-label={title}
      className={cn(
        'flex flex-col rounded-3xl p-7 ring-1',
        isHighlighted ? 'bg-brand-900 text-white ring-brand-900' : 'bg-white ring-slate-200',
      )}
    >
      <h3 className={cn('text-lg font-semibold', isHighlighted ? 'text-white' : 'text-slate-900')}>
        {title}
      </h3>
      <p className={cn('mt-2 text-sm', isHighlighted ? 'text-brand-100' : 'text-slate-600')}>
        {plan.description}
      </p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight">{formatAud(plan.priceCents)}</span>
        <span className={cn('text-sm', isHighlighted ? 'text-brand-100' : 'text-slate-500')}>
          {planPricePeriod(plan)}
        </span>
      </p>
      <p className={cn('mt-1 text-sm', isHighlighted ? 'text-brand-100' : 'text-slate-500')}>
        {plan.priceCents > 0 ? `GST included (${formatAud(plan.gstCents)})` : 'Nothing to pay'}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {planFeatures[plan.tier].map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon
              className={cn('size-5 shrink-0', isHighlighted ? 'text-brand-300' : 'text-brand-600')}
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
      {action && (
        <ButtonLink
          to={action.href}
          variant={isHighlighted ? 'inverse' : 'secondary'}
          className="mt-8"
        >
          {action.label}
        </ButtonLink>
      )}
    </article>
  );
}

/** What the card's button offers: joining when signed out, the plan page for professionals. */
function useActionFor(): (plan: Plan) => { label: string; href: string } | null {
  const userType = useSelector(selectUserType);
  return (plan) => {
    if (userType === null) {
      return {
        label: plan.tier === 'free' ? 'Join for free' : 'Join as a professional',
        href: paths.signup.href(),
      };
    }
    if (isProfessional(userType) && plan.tier === 'professional') {
      return { label: 'Choose on your plan page', href: paths.userSubscription.href() };
    }
    return null;
  };
}

/** What each plan costs and unlocks, side by side (the home page places it at #subscriptions). */
export function PlansSection() {
  const { data: plans, isError } = useGetPlansQuery();
  const actionFor = useActionFor();

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
          business. Prices are in Australian dollars: one total, GST included.
        </p>
      </div>
      {isError && (
        <p role="alert" className="mt-8 text-center text-slate-600">
          Plans could not be loaded right now. Please refresh the page.
        </p>
      )}
      {plans && (
        <div className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan._id} plan={plan} action={actionFor(plan)} />
          ))}
        </div>
      )}
    </section>
  );
}
