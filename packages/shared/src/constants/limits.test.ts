import { describe, expect, it } from 'vitest';
import { limits, timings } from './limits';

describe('limits', () => {
  it('keeps the spec section 9 values', () => {
    expect(limits.sessionLifetimeSeconds).toBe(86_400);
    expect(limits.nameMinLength).toBe(2);
    expect(limits.passwordMinLength).toBe(6);
    expect(limits.avatarMaxBytes).toBe(3_000_010);
    expect(limits.avatarExtensions).toEqual(['jpg', 'jpeg', 'png']);
  });

  it('keeps the spec section 9 timings', () => {
    expect(timings).toEqual({
      redirectToLoginAfterSignupMs: 10_000,
      ticketModalCloseMs: 2_000,
      newsletterNoticeResetMs: 3_000,
      lazyChunkTimeoutMs: 120_000,
      menuTypeaheadResetMs: 350,
      hashScrollTimeoutMs: 10_000,
      cacheLifetimeSeconds: 60,
    });
  });
});
