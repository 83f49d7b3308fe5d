/** The four kinds of account (spec section 1). Sign-up defaults to client. */
export const userTypes = ['client', 'tradie', 'freeTradie', 'apprentice'] as const;
export type UserType = (typeof userTypes)[number];

/** Professionals work on clients' jobs: tradies (the paid plan or its trial) and free tradies. */
export const professionalTypes = ['tradie', 'freeTradie'] as const satisfies readonly UserType[];
export type ProfessionalType = (typeof professionalTypes)[number];

/** Professionals and apprentices offer services; clients hire them. */
export const serviceOfferingTypes = [
  ...professionalTypes,
  'apprentice',
] as const satisfies readonly UserType[];

/** Whether this kind of account is a professional (a tradie or a free tradie). */
export function isProfessional(
  userType: UserType | null | undefined,
): userType is ProfessionalType {
  return (professionalTypes as readonly (UserType | null | undefined)[]).includes(userType);
}

/** Whether this kind of account offers services: a professional or an apprentice. */
export function offersServices(userType: UserType | null | undefined): boolean {
  return (serviceOfferingTypes as readonly (UserType | null | undefined)[]).includes(userType);
}

/** Direct messages: a professional writes to an apprentice, or an apprentice to a professional. */
export function canMessageDirectly(from: UserType | null | undefined, to: UserType): boolean {
  return (
    (isProfessional(from) && to === 'apprentice') || (from === 'apprentice' && isProfessional(to))
  );
}

export const hiringStatuses = ['available', 'unavailable'] as const;
export type HiringStatus = (typeof hiringStatuses)[number];

/**
 * What a subscription row holds: `active`, or `cancelled`, which keeps access until the period
 * ends and does not renew.
 */
export const storedSubscriptionStatuses = ['active', 'cancelled'] as const;
export type StoredSubscriptionStatus = (typeof storedSubscriptionStatuses)[number];

/**
 * A user's subscription as the app sees it: the stored status, `expired` once the period has
 * ended (derived, never stored), or '' with no subscription.
 */
export const subscriptionStatuses = [...storedSubscriptionStatuses, 'expired', ''] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What a one-time code mailed to a user is for. */
export const otpPurposes = ['verify_email', 'reset_password'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
