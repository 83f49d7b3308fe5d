import type {
  StoredSubscriptionStatus,
  SubscriptionStatus,
} from '@trademate/shared/constants/accounts';

export interface SubscriptionState {
  status: StoredSubscriptionStatus;
  currentPeriodEnd: Date;
}

/**
 * What a subscription means right now: `expired` once its period has ended (at the end instant
 * itself, access is over), `cancelled` while a cancelled one still runs, `''` when there is none.
 */
export function effectiveSubscriptionStatus(
  subscription: SubscriptionState | null | undefined,
  now: Date = new Date(),
): SubscriptionStatus {
  if (!subscription) return '';
  if (subscription.currentPeriodEnd.getTime() <= now.getTime()) return 'expired';
  return subscription.status;
}

/** Whether a status grants what the Professional plan pays for. */
export function hasProfessionalAccess(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'cancelled';
}
