import { describe, expect, it } from 'vitest';
import {
  agreedTotalCents,
  formatAudChange,
  isVariationOpen,
  variationLineCents,
  variationTotals,
} from './quote-variations';

describe('variationTotals', () => {
  const lines = [
    {
      change: 'add' as const,
      kind: 'labour' as const,
      quantityHundredths: 150,
      unitPriceCents: 9_000,
    },
    {
      change: 'remove' as const,
      kind: 'materials' as const,
      quantityHundredths: 100,
      unitPriceCents: 20_005,
    },
  ];

  it('counts a removed line negative and adds GST on the signed subtotal when the agreement has it', () => {
    expect(variationTotals(lines, true)).toEqual({
      labourCents: 13_500,
      materialsCents: -20_005,
      subtotalCents: -6_505,
      // 650.5 rounds away from zero, as the same addition would.
      gstCents: -651,
      totalCents: -7_156,
    });
  });

  it('adds no GST when the accepted version had none', () => {
    expect(variationTotals(lines, false)).toMatchObject({ gstCents: 0, totalCents: -6_505 });
  });

  it('mirrors an addition with the same removal, and never gives -0', () => {
    const add = variationTotals([{ ...lines[1]!, change: 'add' }], true);
    const remove = variationTotals([lines[1]!], true);
    expect(remove.totalCents).toBe(-add.totalCents);
    const even = variationTotals([lines[1]!, { ...lines[1]!, change: 'add' }], true);
    expect(Object.is(even.gstCents, 0)).toBe(true);
    expect(Object.is(even.totalCents, 0)).toBe(true);
  });

  it('prices a line by its quantity and unit price', () => {
    expect(variationLineCents(lines[0]!)).toBe(13_500);
    expect(variationLineCents(lines[1]!)).toBe(-20_005);
  });
});

describe('agreedTotalCents', () => {
  it('is the accepted total with the approved variations only', () => {
    expect(
      agreedTotalCents(100_000, [
        { status: 'approved', totalCents: 5_000 },
        { status: 'approved', totalCents: -20_000 },
        { status: 'declined', totalCents: 9_999 },
        { status: 'proposed', totalCents: 9_999 },
        { status: 'withdrawn', totalCents: 9_999 },
      ]),
    ).toBe(85_000);
  });
});

describe('formatAudChange', () => {
  it('signs a change to a price', () => {
    expect(formatAudChange(12_000)).toBe('+$120');
    expect(formatAudChange(-4_550)).toBe('-$45.50');
    expect(formatAudChange(0)).toBe('$0');
  });
});

describe('isVariationOpen', () => {
  it('is only a proposed variation', () => {
    expect(isVariationOpen('proposed')).toBe(true);
    expect(isVariationOpen('approved')).toBe(false);
    expect(isVariationOpen('withdrawn')).toBe(false);
  });
});
