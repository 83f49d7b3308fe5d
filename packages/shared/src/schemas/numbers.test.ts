import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { numbersQuerySchema } from './numbers';

const m = messages.numbers;

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
