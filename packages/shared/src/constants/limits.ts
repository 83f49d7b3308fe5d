/** Business constants and limits of spec section 9, in one place for web, API and tests. */
export const limits = {
  /** The session cookie (and its token) last one day. */
  sessionLifetimeSeconds: 24 * 60 * 60,
  nameMinLength: 2,
  passwordMinLength: 6,
  avatarMaxBytes: 3_000_010,
  avatarExtensions: ['jpg', 'jpeg', 'png'],
  avatarMimeTypes: ['image/jpeg', 'image/png'],
} as const;

/** Timings the interface keeps, in milliseconds (spec section 9). */
export const timings = {
  redirectToLoginAfterSignupMs: 10_000,
  ticketModalCloseMs: 2_000,
  newsletterNoticeResetMs: 3_000,
  lazyChunkTimeoutMs: 120_000,
  menuTypeaheadResetMs: 350,
  hashScrollTimeoutMs: 10_000,
  cacheLifetimeSeconds: 60,
} as const;
