import { describe, expect, it } from 'vitest';
import { effectiveSubscriptionStatus, hasProfessionalAccess } from './subscription-status';

describe('effectiveSubscriptionStatus', () => {
  const end = new Date('2026-12-06T00:00:00Z');
  const at = (offsetMs: number) => new Date(end.getTime() + offsetMs);

  it('is active a second before the period ends and expired a second after', () => {
    const subscription = { status: 'active' as const, currentPeriodEnd: end };
    expect(effectiveSubscriptionStatus(subscription, at(-1_000))).toBe('active');
    expect(effectiveSubscriptionStatus(subscription, at(1_000))).toBe('expired');
  });

  it('ends access at the end instant itself', () => {
    expect(effectiveSubscriptionStatus({ status: 'active', currentPeriodEnd: end }, end)).toBe(
      'expired',
    );
  });

  it('keeps a cancelled subscription usable until its period ends', () => {
    const subscription = { status: 'cancelled' as const, currentPeriodEnd: end };
    expect(effectiveSubscriptionStatus(subscription, at(-1_000))).toBe('cancelled');
    expect(hasProfessionalAccess(effectiveSubscriptionStatus(subscription, at(-1_000)))).toBe(true);
    expect(effectiveSubscriptionStatus(subscription, at(1_000))).toBe('expired');
  });

  it('is empty without a subscription, which grants nothing', () => {
    expect(effectiveSubscriptionStatus(null)).toBe('');
    expect(hasProfessionalAccess('')).toBe(false);
    expect(hasProfessionalAccess('expired')).toBe(false);
  });
});
