/** The four kinds of account (spec section 1). Sign-up defaults to client. */
export const userTypes = ['client', 'tradie', 'freeTradie', 'apprentice'] as const;
export type UserType = (typeof userTypes)[number];

/** Professionals and apprentices offer services; clients hire them. */
export const serviceOfferingTypes: readonly UserType[] = ['tradie', 'freeTradie', 'apprentice'];

export const hiringStatuses = ['available', 'unavailable'] as const;
export type HiringStatus = (typeof hiringStatuses)[number];

export const subscriptionStatuses = ['active', 'expired', 'cancelled', ''] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export function offersServices(userType: UserType): boolean {
  return serviceOfferingTypes.includes(userType);
}
