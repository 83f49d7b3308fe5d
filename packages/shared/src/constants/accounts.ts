/** What an account holds and goes through besides its kind (`users.ts`). */

/** Whether a professional takes new work. */
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
