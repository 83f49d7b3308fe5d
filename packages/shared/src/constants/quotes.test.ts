import { describe, expect, it } from 'vitest';
import {
  canAnswerQuote,
  canReviseQuote,
  lineTotalCents,
  quoteStatusOn,
  quoteTotals,
} from './quotes';

describe('quoteTotals', () => {
  const lines = [
    { kind: 'labour' as const, quantityHundredths: 250, unitPriceCents: 9_500 },
    { kind: 'materials' as const, quantityHundredths: 100, unitPriceCents: 43_999 },
    { kind: 'materials' as const, quantityHundredths: 3, unitPriceCents: 1 },
  ];

  it('adds 10% GST on the subtotal for a professional registered for GST', () => {
    expect(quoteTotals(lines, true, { kind: 'none', value: 0 })).toEqual({
      labourCents: 23_750,
      materialsCents: 43_999,
      subtotalCents: 67_749,
      gstCents: 6_775,
      totalCents: 74_524,
      depositCents: 0,
    });
  });

  it('adds no GST for a professional who is not registered, and takes a deposit as a share of the total', () => {
    const totals = quoteTotals(lines, false, { kind: 'percent', value: 10 });
    expect(totals.gstCents).toBe(0);
    expect(totals.totalCents).toBe(67_749);
    expect(totals.depositCents).toBe(6_775);
    expect(quoteTotals(lines, false, { kind: 'amount', value: 5_000 }).depositCents).toBe(5_000);
  });

  it('prices a fraction of a unit to the nearest cent', () => {
    expect(lineTotalCents(3, 1)).toBe(0);
    expect(lineTotalCents(150, 3_333)).toBe(5_000);
  });
});

describe('a quote’s status', () => {
  it('is expired once a sent quote’s last day has passed, and only then', () => {
    expect(quoteStatusOn('sent', '2026-11-28', '2026-11-29')).toBe('expired');
    expect(quoteStatusOn('sent', '2026-11-29', '2026-11-29')).toBe('sent');
    expect(quoteStatusOn('accepted', '2026-01-01', '2026-11-29')).toBe('accepted');
  });

  it('is not chosen once its job is no longer open, expired or not, and only while sent', () => {
    expect(quoteStatusOn('sent', '2026-11-29', '2026-11-29', false)).toBe('notChosen');
    expect(quoteStatusOn('sent', '2026-11-28', '2026-11-29', false)).toBe('notChosen');
    expect(quoteStatusOn('sent', '2026-11-29', '2026-11-29', true)).toBe('sent');
    expect(quoteStatusOn('declined', '2026-11-29', '2026-11-29', false)).toBe('declined');
    expect(quoteStatusOn('withdrawn', '2026-11-29', '2026-11-29', false)).toBe('withdrawn');
    expect(quoteStatusOn('accepted', '2026-11-29', '2026-11-29', false)).toBe('accepted');
  });

  it('can be answered only while sent, and revised until it is accepted or another is', () => {
    expect(canAnswerQuote('sent')).toBe(true);
    expect(canAnswerQuote('expired')).toBe(false);
    expect(canReviseQuote('declined')).toBe(true);
    expect(canReviseQuote('accepted')).toBe(false);
    expect(canReviseQuote('notChosen')).toBe(false);
  });
});
