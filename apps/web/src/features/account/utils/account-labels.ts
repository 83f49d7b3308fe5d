import type { SubscriptionStatus } from '@trademate/shared/constants/accounts';
import type { UserType } from '@trademate/shared/constants/users';

/** How each kind of account is named to its owner. */
export const accountTypeLabels: Record<UserType, string> = {
  client: 'Client',
  tradie: 'Professional',
  freeTradie: 'Free professional',
  apprentice: 'Apprentice',
};

/** A Professional subscription's state, in words; empty means none was ever taken out. */
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  '': 'No active subscription yet',
};
