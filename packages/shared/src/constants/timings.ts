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
