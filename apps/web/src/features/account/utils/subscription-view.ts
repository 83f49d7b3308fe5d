import type { PaidPlanCode, PaymentProvider } from '@trademate/shared/constants/payments';
import { isProfessional, type UserType } from '@trademate/shared/constants/users';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often, and for how long, the page asks whether a payment has reached the subscription. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_GIVE_UP_MS = 20_000;

/**
 * Where a user stands with the Professional plan, worked out once so the page only has to draw it:
 * which facts to show and which actions fit.
 */
export type SubscriptionView =
  | { kind: 'noPlanNeeded' }
  | { kind: 'free' }
  | { kind: 'none' }
  | { kind: 'trial'; periodEnd: string; daysLeft: number }
  | { kind: 'expired'; periodEnd: string; planCode: string }
  | { kind: 'cancelled'; periodEnd: string; planCode: string; provider: PaymentProvider | null }
  | {
      kind: 'active';
      periodEnd: string;
      planCode: string;
      nextPlanCode: PaidPlanCode | null;
      provider: PaymentProvider | null;
    };

export function describeSubscription(
  userType: UserType,
  subscription: CurrentSubscription,
  now: number = Date.now(),
): SubscriptionView {
  if (!isProfessional(userType)) return { kind: 'noPlanNeeded' };
  if (userType === 'freeTradie') return { kind: 'free' };
  if (!subscription) return { kind: 'none' };

  const periodEnd = subscription.currentPeriodEnd;
  const planCode = subscription.plan.code;
  const endsAt = Date.parse(periodEnd);
  if (subscription.status === 'expired' || endsAt <= now) {
    return { kind: 'expired', periodEnd, planCode };
  }
  if (subscription.status === 'cancelled' || subscription.cancelledAt) {
    return { kind: 'cancelled', periodEnd, planCode, provider: subscription.provider };
  }
  if (subscription.isTrial) {
    return { kind: 'trial', periodEnd, daysLeft: Math.max(1, Math.ceil((endsAt - now) / DAY_MS)) };
  }
  return {
    kind: 'active',
    periodEnd,
    planCode,
    nextPlanCode: subscription.nextPlanCode,
    provider: subscription.provider,
  };
}

/** Whether a paid period is running: what the page waits for after a checkout. */
export function isPaidAndActive(subscription: CurrentSubscription, now: number = Date.now()) {
  return (
    subscription !== null &&
    subscription.status === 'active' &&
    !subscription.isTrial &&
    Date.parse(subscription.currentPeriodEnd) > now
  );
}

/** The other Professional billing interval: monthly ⇄ yearly. */
export function otherPaidPlan(code: string): PaidPlanCode {
  return code === 'professional-yearly' ? 'professional-monthly' : 'professional-yearly';
}

export const billingWords: Record<PaidPlanCode, string> = {
  'professional-monthly': 'monthly',
  'professional-yearly': 'yearly',
};
