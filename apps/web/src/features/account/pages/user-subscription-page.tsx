import { useSelector } from 'react-redux';
import { TextLink } from '@/components/ui/article';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { useGetSubscriptionPlansQuery } from '../api/get-subscription-plans';
import { AccountCard, AccountPageShell } from '../components/account-layout';
import { CurrentPlan } from '../components/current-plan';
import { PlanCard } from '../components/plan-card';

/**
 * `/userSubscription`: the plan the user holds and the plans on offer. Payments are not built yet,
 * so there is deliberately no checkout button: upgrades go through the contact page for now.
 */
export default function UserSubscriptionPage() {
  const user = useSelector(selectSessionUser);
  const { data: plans, error, refetch } = useGetSubscriptionPlansQuery();

  return (
    <AccountPageShell
      pageTitle="Subscriptions"
      heading="Your subscription"
      lead="Your plan on TradeMate and what each plan includes."
    >
      <div className="space-y-6">
        {user && (
          <AccountCard title="Current plan">
            <CurrentPlan user={user} />
          </AccountCard>
        )}
        <AccountCard
          title="Plans for professionals"
          description="Prices in Australian dollars, GST included."
        >
          {plans ? (
            <ul className="grid gap-5 md:grid-cols-3">
              {plans.map((plan) => (
                <li key={plan._id}>
                  <PlanCard
                    plan={plan}
                    isCurrent={user?.userType === 'freeTradie' && plan.tier === 'free'}
                  />
                </li>
              ))}
            </ul>
          ) : error ? (
            <Alert>
              {(error as ApiError).message}{' '}
              <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <Spinner label="Loading plans" />
          )}
          <p className="mt-6 text-sm text-slate-600">
            Online upgrades are coming soon. To upgrade now,{' '}
            <TextLink to={paths.contactUs.href()}>contact us</TextLink>.
          </p>
        </AccountCard>
      </div>
    </AccountPageShell>
  );
}
