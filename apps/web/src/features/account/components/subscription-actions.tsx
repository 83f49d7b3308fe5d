import { useState } from 'react';
import type { PaidPlanCode } from '@trademate/shared/constants/payments';
import type { Plan } from '@trademate/shared/schemas/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { useCancelSubscriptionMutation } from '../api/cancel-subscription';
import { useOpenBillingPortalMutation } from '../api/open-billing-portal';
import { useResumeSubscriptionMutation } from '../api/resume-subscription';
import { useStartCheckoutMutation } from '../api/start-checkout';
import { useSwitchPlanMutation } from '../api/switch-plan';
import { useUpgradeFreeTradieMutation } from '../api/upgrade-free-tradie';
import { leaveFor } from '../utils/leave-for';
import { trackPlanEvent } from '../utils/plan-analytics';
import { billingWords, otherPaidPlan, type SubscriptionView } from '../utils/subscription-view';
import { CancelSubscriptionModal } from './cancel-subscription-modal';
import { PlanChooser } from './plan-chooser';

type Notice = { tone: 'success' | 'error'; text: string };

/** Opens Stripe's customer portal (cards, billing history): only for subscriptions paid at Stripe. */
function ManageBillingButton({ onError }: { onError: (message: string) => void }) {
  const [openPortal, { isLoading }] = useOpenBillingPortalMutation();
  const [isLeaving, setLeaving] = useState(false);
  const open = async () => {
    try {
      const { url } = await openPortal().unwrap();
      setLeaving(true);
      leaveFor(url);
    } catch (failure) {
      onError((failure as ApiError).message);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void open()} disabled={isLoading || isLeaving}>
      {isLoading || isLeaving ? 'Opening billing…' : 'Manage billing'}
    </Button>
  );
}

/** The actions that fit where the user stands: upgrade, renew, switch, cancel, resume, billing. */
export function SubscriptionActions({
  view,
  plans,
  onChanged,
}: {
  view: SubscriptionView;
  plans: Plan[];
  /** Called after a change on the server, so the page fetches the subscription again. */
  onChanged: () => void;
}) {
  const [upgradeFreeTradie] = useUpgradeFreeTradieMutation();
  const [startCheckout] = useStartCheckoutMutation();
  const [switchPlan, { isLoading: isSwitching }] = useSwitchPlanMutation();
  const [cancelSubscription] = useCancelSubscriptionMutation();
  const [resumeSubscription, { isLoading: isResuming }] = useResumeSubscriptionMutation();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const showError = (text: string) => setNotice({ tone: 'error', text });

  const checkoutWith =
    (start: typeof startCheckout | typeof upgradeFreeTradie) => async (planCode: PaidPlanCode) => {
      const session = await start({ planCode }).unwrap();
      trackPlanEvent('begin_checkout', planCode, plans);
      leaveFor(session.url);
    };

  const runChange = async (change: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await change();
      setNotice({ tone: 'success', text: success });
      onChanged();
    } catch (failure) {
      showError((failure as ApiError).message);
    }
  };

  const noticeBox = notice && (
    <Alert tone={notice.tone} className="mb-4">
      {notice.text}
    </Alert>
  );

  switch (view.kind) {
    case 'noPlanNeeded':
      return null;
    case 'free':
      return (
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">Upgrade to Professional</h3>
          <p className="mb-4 text-sm text-slate-600">
            Preview every job request in your services and contact clients directly.
          </p>
          <PlanChooser
            plans={plans}
            submitLabel="Upgrade now"
            onChoose={checkoutWith(upgradeFreeTradie)}
          />
        </div>
      );
    case 'none':
    case 'expired':
    case 'trial': {
      const heading =
        view.kind === 'trial'
          ? 'Keep Professional after your trial'
          : view.kind === 'expired'
            ? 'Renew your subscription'
            : 'Subscribe to Professional';
      return (
        <div>
          <h3 className="mb-4 font-semibold text-slate-900">{heading}</h3>
          <PlanChooser
            plans={plans}
            defaultPlanCode={view.kind === 'expired' ? view.planCode : undefined}
            submitLabel={view.kind === 'none' ? 'Subscribe now' : 'Renew now'}
            onChoose={checkoutWith(startCheckout)}
          />
        </div>
      );
    }
    case 'cancelled':
      return (
        <div>
          {noticeBox}
          <p className="mb-4 text-sm text-slate-600">
            Your subscription will not renew. Resume it to keep Professional after{' '}
            {formatLongDate(view.periodEnd)}.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={isResuming}
              onClick={() =>
                void runChange(
                  () => resumeSubscription().unwrap(),
                  `Your subscription is back on: it renews on ${formatLongDate(view.periodEnd)}.`,
                )
              }
            >
              {isResuming ? 'Resuming…' : 'Resume subscription'}
            </Button>
            {view.provider === 'stripe' && <ManageBillingButton onError={showError} />}
          </div>
        </div>
      );
    case 'active': {
      const nextPlan = view.nextPlanCode ?? view.planCode;
      const target = otherPaidPlan(nextPlan);
      const isUndoingSwitch = target === view.planCode;
      const date = formatLongDate(view.periodEnd);
      return (
        <div>
          {noticeBox}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={isSwitching}
              onClick={() =>
                void runChange(
                  () => switchPlan({ planCode: target }).unwrap(),
                  isUndoingSwitch
                    ? `You stay on ${billingWords[target]} billing.`
                    : `You will be billed ${billingWords[target]} from ${date}.`,
                )
              }
            >
              {isSwitching
                ? 'Switching…'
                : isUndoingSwitch
                  ? `Stay on ${billingWords[target]} billing`
                  : `Switch to ${billingWords[target]}`}
            </Button>
            <Button variant="secondary" onClick={() => setCancelOpen(true)}>
              Cancel subscription
            </Button>
            {view.provider === 'stripe' && <ManageBillingButton onError={showError} />}
          </div>
          {isCancelOpen && (
            <CancelSubscriptionModal
              periodEnd={view.periodEnd}
              onConfirm={async () => {
                await cancelSubscription().unwrap();
                setNotice({
                  tone: 'success',
                  text: `Your subscription is cancelled. You keep Professional until ${date}.`,
                });
                onChanged();
              }}
              onClose={() => setCancelOpen(false)}
            />
          )}
        </div>
      );
    }
  }
}
