import { describe, expect, it } from 'vitest';
import { gstInsideCents, isJobPaymentFinal, platformFeeCents } from './job-payments';

const terms = { percentBasisPoints: 500, minCents: 200, capCents: 25_000 };

describe('platformFeeCents', () => {
  it('keeps the percentage, rounded to the cent', () => {
    expect(platformFeeCents(100_000, terms)).toBe(5_000);
    expect(platformFeeCents(12_345, terms)).toBe(617);
  });

  it('keeps at least the minimum and at most the cap', () => {
    expect(platformFeeCents(1_000, terms)).toBe(200);
    expect(platformFeeCents(10_000_000, terms)).toBe(25_000);
  });

  it('never keeps more than is released, and nothing of nothing', () => {
    expect(platformFeeCents(150, terms)).toBe(150);
    expect(platformFeeCents(0, terms)).toBe(0);
  });
});

describe('gstInsideCents', () => {
  it('is one eleventh of an amount that includes GST', () => {
    expect(gstInsideCents(1_100)).toBe(100);
    expect(gstInsideCents(5_000)).toBe(455);
  });
});

describe('isJobPaymentFinal', () => {
  it('ends with a release, a refund, a settlement or an expiry', () => {
    expect(isJobPaymentFinal('released')).toBe(true);
    expect(isJobPaymentFinal('expired')).toBe(true);
    expect(isJobPaymentFinal('held')).toBe(false);
    expect(isJobPaymentFinal('disputed')).toBe(false);
  });
});
