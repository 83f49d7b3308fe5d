import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { isProfessional } from '@trademate/shared/constants/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { selectSessionUser } from '@/features/session/slice';
import { useRefreshSession } from '@/features/session/hooks/use-refresh-session';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { useGetPlansQuery } from '@/lib/plans';
import {
  useGetCurrentSubscriptionQuery,
  useLazyGetCurrentSubscriptionQuery,
} from '../api/get-current-subscription';
import { AccountCard, AccountPageShell } from '../components/account-layout';
import { CurrentPlan } from '../components/current-plan';
import { InvoiceList } from '../components/invoice-list';
import { PlanCard } from '../components/plan-card';
import { SubscriptionActions } from '../components/subscription-actions';
import { trackPlanEvent } from '../utils/plan-analytics';
import {
  CONFIRM_GIVE_UP_MS,
  CONFIRM_POLL_MS,
  describeSubscription,
  isPaidAndActive,
} from '../utils/subscription-view';

type Confirmation = 'waiting' | 'confirmed' | 'lagging' | null;

function RetryAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert>
      {(error as ApiError).message}{' '}
      <Button variant="secondary" size="sm" className="ml-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * `/userSubscription`: the plan the user holds, what it includes, the actions that fit (upgrade,
 * renew, switch, cancel, resume, billing), the plans on offer and the user's tax invoices. Checkout
 * returns here with `?checkout=success` or `?checkout=cancelled`.
 */
export default function UserSubscriptionPage() {
  const user = useSelector(selectSessionUser);
  const [searchParams] = useSearchParams();
  const checkoutResult = searchParams.get('checkout');
  const [confirmation, setConfirmation] = useState<Confirmation>(
    checkoutResult === 'success' ? 'waiting' : null,
  );
  const refreshSession = useRefreshSession();
  const needsPlan = isProfessional(user?.userType);

  const plansQuery = useGetPlansQuery();
  // The payment's confirmation is counted with the price of its plan, whenever the list arrives.
  const plansRef = useRef(plansQuery.data);
  plansRef.current = plansQuery.data;
  const subscriptionQuery = useGetCurrentSubscriptionQuery(undefined, {
    skip: !needsPlan,
    refetchOnMountOrArgChange: true,
  });
  const [fetchSubscription] = useLazyGetCurrentSubscriptionQuery();
  const subscription = subscriptionQuery.data;

  // Back from a paid checkout: a Stripe webhook can arrive after the browser, so ask again every
  // few seconds until the payment shows, then refresh the session (a free tradie is a tradie now).
  useEffect(() => {
    if (confirmation !== 'waiting') return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = () =>
      new Promise<void>((resolve) => (timer = setTimeout(resolve, CONFIRM_POLL_MS)));
    const startedAt = Date.now();
    const poll = async () => {
      for (;;) {
        const latest = await fetchSubscription()
          .unwrap()
          .catch(() => undefined);
        if (isStopped) return;
        if (latest !== undefined && isPaidAndActive(latest)) {
          if (latest) trackPlanEvent('purchase', latest.plan.code, plansRef.current);
          setConfirmation('confirmed');
          break;
        }
        if (Date.now() - startedAt >= CONFIRM_GIVE_UP_MS) {
          setConfirmation('lagging');
          break;
        }
        await pause();
        if (isStopped) return;
      }
      await refreshSession().catch(() => undefined);
    };
    void poll();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [confirmation, fetchSubscription, refreshSession]);

  const view =
    user && (!needsPlan || subscription !== undefined)
      ? describeSubscription(user.userType, subscription ?? null)
      : null;
  const currentPlanCode =
    view?.kind === 'free'
      ? 'free'
      : view?.kind === 'active' || view?.kind === 'cancelled'
        ? view.planCode
        : null;

  return (
    <AccountPageShell
      pageTitle="Subscriptions"
      heading="Your subscription"
      lead="Your plan on TradeMate, what it includes and your tax invoices."
    >
      <div className="space-y-6">
        {confirmation === 'waiting' && (
          <Alert tone="info">
            <span className="inline-flex items-center gap-2">
              <Spinner label="Confirming your payment" className="size-4" />
              Payment received. Confirming your Professional plan…
            </span>
          </Alert>
        )}
        {confirmation === 'confirmed' && subscription && (
          <Alert tone="success">
            Thank you: your payment went through and your Professional plan is active until{' '}
            {formatLongDate(subscription.currentPeriodEnd)}. Your tax invoice is below.
          </Alert>
        )}
        {confirmation === 'lagging' && (
          <Alert tone="info">
            Your payment went through, but your plan has not updated yet. This can take a minute:
            please refresh this page shortly.
          </Alert>
        )}
        {checkoutResult === 'cancelled' && (
          <Alert tone="info">Checkout cancelled. Nothing was charged.</Alert>
        )}

        {user && (
          <AccountCard title="Current plan">
            {view ? (
              <div className="space-y-8">
                <CurrentPlan view={view} plans={plansQuery.data} />
                {view.kind !== 'noPlanNeeded' && (
                  <div className="border-t border-slate-100 pt-6">
                    {plansQuery.data ? (
                      <SubscriptionActions
                        view={view}
                        plans={plansQuery.data}
                        onChanged={() => void subscriptionQuery.refetch()}
                      />
                    ) : (
                      <Spinner label="Loading plans" />
                    )}
                  </div>
                )}
              </div>
            ) : subscriptionQuery.error ? (
              <RetryAlert
                error={subscriptionQuery.error}
                onRetry={() => void subscriptionQuery.refetch()}
              />
            ) : (
              <Spinner label="Loading your subscription" />
            )}
          </AccountCard>
        )}

        <AccountCard
          title="Plans for professionals"
          description="Prices in Australian dollars: one total, GST included."
        >
          {plansQuery.data ? (
            <ul className="grid gap-5 md:grid-cols-3">
              {plansQuery.data.map((plan) => (
                <li key={plan._id}>
                  <PlanCard plan={plan} isCurrent={plan.code === currentPlanCode} />
                </li>
              ))}
            </ul>
          ) : plansQuery.error ? (
            <RetryAlert error={plansQuery.error} onRetry={() => void plansQuery.refetch()} />
          ) : (
            <Spinner label="Loading plans" />
          )}
        </AccountCard>

        {needsPlan && (
          <AccountCard
            title="Tax invoices"
            description="A tax invoice for every payment, with the GST in it."
          >
            {/* Remounted once a payment is confirmed, so its new invoice is fetched. */}
            <InvoiceList key={confirmation ?? 'none'} />
          </AccountCard>
        )}
      </div>
    </AccountPageShell>
  );
}
