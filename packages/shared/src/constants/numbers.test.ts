import { describe, expect, it } from 'vitest';
import { countPeriods } from './numbers';

describe('countPeriods', () => {
  it('counts Monday-to-Sunday weeks, the partial first and last included', () => {
    // Sunday 5 January 2025 is in the week of 30 December; Monday 6 January starts the next.
    expect(countPeriods('week', '2025-01-05', '2025-01-06')).toBe(2);
    expect(countPeriods('week', '2025-01-06', '2025-01-12')).toBe(1);
    expect(countPeriods('week', '2024-12-30', '2025-12-28')).toBe(52);
  });

  it('counts calendar months across a year', () => {
    expect(countPeriods('month', '2025-01-31', '2025-02-01')).toBe(2);
    expect(countPeriods('month', '2024-11-15', '2025-10-02')).toBe(12);
  });
});
