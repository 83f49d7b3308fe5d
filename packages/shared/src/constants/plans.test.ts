import { describe, expect, it } from 'vitest';
import { formatAud, gstIncludedCents } from './plans';

describe('plans', () => {
  it('works out the GST included in a price as one eleventh', () => {
    expect(gstIncludedCents(4_400)).toBe(400);
    expect(gstIncludedCents(4_900)).toBe(445);
    expect(gstIncludedCents(0)).toBe(0);
  });

  it('formats Australian dollars, dropping zero cents', () => {
    expect(formatAud(4_900)).toBe('$49');
    expect(formatAud(4_995)).toBe('$49.95');
    expect(formatAud(0)).toBe('$0');
    // Each form keeps its own formatter, whichever came first.
    expect(formatAud(123_456_750)).toBe('$1,234,567.50');
    expect(formatAud(120_000)).toBe('$1,200');
  });
});
