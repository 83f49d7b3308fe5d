import { paidPlanCodes, type PaidPlanCode } from '@trademate/shared/constants/payments';
import type { Plan } from '@trademate/shared/schemas/plans';
import { moneyOf, track } from '@/lib/analytics/track';

const isPaidPlanCode = (code: string): code is PaidPlanCode =>
  (paidPlanCodes as readonly string[]).includes(code);

/** `begin_checkout` or `purchase` for a paid plan, with its price (decision 068). */
export function trackPlanEvent(
  name: 'begin_checkout' | 'purchase',
  planCode: string,
  plans: readonly Plan[] | undefined,
) {
  const plan = plans?.find((candidate) => candidate.code === planCode);
  if (!plan || !isPaidPlanCode(plan.code)) return;
  track(name, { ...moneyOf(plan.priceCents), plan: plan.code });
}
