import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { countPeriods, numbersQuerySchema } from './numbers';

const m = messages.numbers;

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

describe('numbersQuerySchema', () => {
  const firstMessage = (query: Record<string, string>) => {
    const parsed = numbersQuerySchema.safeParse(query);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes weeks by default and the six states', () => {
    expect(numbersQuerySchema.parse({})).toEqual({ period: 'week' });
    expect(numbersQuerySchema.parse({ period: 'month', state: 'TAS' })).toEqual({
      period: 'month',
      state: 'TAS',
    });
  });

  it('refuses other periods, states, dates and ranges with their messages', () => {
    expect(firstMessage({ period: 'year' })).toBe(m.periodInvalid);
    expect(firstMessage({ state: 'NT' })).toBe(m.stateInvalid);
    expect(firstMessage({ from: '2025-13-01' })).toBe(m.dateInvalid);
    expect(firstMessage({ from: '2025-02-01', to: '2025-01-31' })).toBe(m.rangeBackwards);
    expect(firstMessage({ from: '2024-01-01', to: '2025-01-06' })).toBe(m.rangeTooLong('53 weeks'));
    expect(firstMessage({ from: '2024-01-01', to: '2025-01-05' })).toBeNull();
  });
});
