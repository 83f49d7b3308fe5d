import { planFeatures } from '@trademate/shared/constants/plans';
import type { Plan } from '@trademate/shared/schemas/plans';
import { CheckIcon } from '@/components/ui/icons';
import { formatLongDate } from '@/lib/format';
import { planTitle } from '@/lib/plans';
import type { SubscriptionView } from '../utils/subscription-view';

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function titleOf(code: string, plans: Plan[] | undefined): string {
  const plan = plans?.find((candidate) => candidate.code === code);
  if (plan) return planTitle(plan);
  return code === 'professional-yearly' ? 'Professional yearly' : 'Professional monthly';
}

function daysLeft(days: number) {
  return `Trial: ${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** The facts of the user's plan as the server knows them: nothing is promised that is not held. */
function PlanFacts({ view, plans }: { view: SubscriptionView; plans: Plan[] | undefined }) {
  switch (view.kind) {
    case 'noPlanNeeded':
      return null;
    case 'free':
      return (
        <>
          <Fact term="Plan">Free</Fact>
          <Fact term="Status">Active</Fact>
        </>
      );
    case 'none':
      return (
        <>
          <Fact term="Plan">Professional</Fact>
          <Fact term="Status">No active subscription</Fact>
        </>
      );
    case 'trial':
      return (
        <>
          <Fact term="Plan">Professional trial</Fact>
          <Fact term="Status">{daysLeft(view.daysLeft)}</Fact>
          <Fact term="Trial ends on">{formatLongDate(view.periodEnd)}</Fact>
        </>
      );
    case 'expired':
      return (
        <>
          <Fact term="Plan">{titleOf(view.planCode, plans)}</Fact>
          <Fact term="Status">Expired</Fact>
          <Fact term="Expired on">{formatLongDate(view.periodEnd)}</Fact>
        </>
      );
    case 'cancelled':
      return (
        <>
          <Fact term="Plan">{titleOf(view.planCode, plans)}</Fact>
          <Fact term="Status">Cancelled</Fact>
          <Fact term="Access until">{formatLongDate(view.periodEnd)}</Fact>
        </>
      );
    case 'active':
      return (
        <>
          <Fact term="Plan">{titleOf(view.planCode, plans)}</Fact>
          <Fact term="Status">Active</Fact>
          <Fact term="Renews on">{formatLongDate(view.periodEnd)}</Fact>
          {view.nextPlanCode && view.nextPlanCode !== view.planCode && (
            <Fact term={`From ${formatLongDate(view.periodEnd)}`}>
              {titleOf(view.nextPlanCode, plans)}
            </Fact>
          )}
        </>
      );
  }
}

/** The user's plan, its status and dates, and what it includes (or would give back). */
export function CurrentPlan({
  view,
  plans,
}: {
  view: SubscriptionView;
  plans: Plan[] | undefined;
}) {
  if (view.kind === 'noPlanNeeded') {
    return (
      <p className="text-slate-700">
        You do not need a plan: TradeMate is free for clients and apprentices.
      </p>
    );
  }
  const features = planFeatures[view.kind === 'free' ? 'free' : 'professional'];
  const featuresHeading =
    view.kind === 'expired'
      ? 'Renew to get back'
      : view.kind === 'none'
        ? 'The Professional plan includes'
        : 'Your plan includes';
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <PlanFacts view={view} plans={plans} />
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{featuresHeading}</h3>
        <ul className="mt-3 grid gap-2.5 text-sm text-slate-700 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckIcon className="size-5 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
