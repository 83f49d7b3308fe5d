/**
 * The people who run TradeMate (decision 030), apart from the four customer kinds: `admin` may do
 * everything; `support` works with people, tickets and moderation, not content, prices or staff.
 */
export const staffRoles = ['admin', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Invited until they set a password and an authenticator; disabled staff cannot sign in. */
export const staffStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffLimits = {
  /** A staff session ends this long after sign-in, whatever happens. */
  sessionHours: 8,
  /** …or after this long without a request. */
  idleMinutes: 30,
  /** How long an invitation link works. */
  inviteDays: 7,
  recoveryCodes: 10,
  passwordMinLength: 12,
  /** The time a password-checked sign-in has to give its authenticator code. */
  secondStepMinutes: 5,
  /** Wrong codes that end one sign-in: the password is asked again (decision 055). */
  wrongCodesPerChallenge: 5,
  /** Wrong codes for one account, from anywhere, that hold its code step back… */
  wrongCodesPerAccount: 10,
  /** …counted over the last this many minutes. */
  wrongCodeWindowMinutes: 60,
} as const;
