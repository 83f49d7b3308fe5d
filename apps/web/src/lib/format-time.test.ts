import { describe, expect, it } from 'vitest';
import { formatFullDateTime, formatListTime, formatMessageTime } from './format-time';

/** A time on a calendar day in the zone the test runs in, as the API sends times. */
const local = (year: number, monthIndex: number, day: number, hour = 15, minute = 45) =>
  new Date(year, monthIndex, day, hour, minute).toISOString();
const now = new Date(2026, 2, 12, 18, 0);

describe('formatListTime', () => {
  it('writes today as a time, then yesterday, a weekday within a week, then the date', () => {
    expect(formatListTime(local(2026, 2, 12), now)).toBe('3:45 pm');
    expect(formatListTime(local(2026, 2, 11), now)).toBe('Yesterday');
    expect(formatListTime(local(2026, 2, 9), now)).toBe('Mon');
    expect(formatListTime(local(2026, 1, 20), now)).toBe('20 Feb');
    expect(formatListTime(local(2025, 11, 24), now)).toBe('24 Dec 2025');
  });

  it('counts calendar days in the zone given', () => {
    // 13:30 UTC on 11 March: 12:30 am on the 12th in Sydney, 9:30 pm on the 11th in Perth.
    const instant = '2026-03-11T13:30:00.000Z';
    const at = new Date('2026-03-12T06:00:00.000Z');
    expect(formatListTime(instant, at, 'Australia/Sydney')).toBe('12:30 am');
    expect(formatListTime(instant, at, 'Australia/Perth')).toBe('Yesterday');
  });
});

describe('formatMessageTime', () => {
  it('writes the time, with the day when it is not today', () => {
    expect(formatMessageTime(local(2026, 2, 12), now)).toBe('3:45 pm');
    expect(formatMessageTime(local(2026, 2, 11, 9, 5), now)).toBe('Yesterday, 9:05 am');
    expect(formatMessageTime(local(2026, 2, 2), now)).toBe('2 Mar, 3:45 pm');
    expect(formatMessageTime(local(2025, 2, 2), now)).toBe('2 Mar 2025, 3:45 pm');
  });

  it('writes the time in the zone given', () => {
    const at = new Date('2026-03-12T06:00:00.000Z');
    expect(formatMessageTime('2026-03-12T01:05:00.000Z', at, 'Australia/Sydney')).toBe('12:05 pm');
    expect(formatMessageTime('2026-03-12T01:05:00.000Z', at, 'Australia/Perth')).toBe('9:05 am');
  });
});

describe('formatFullDateTime', () => {
  it('writes the whole date and time, in the zone given when one is', () => {
    // The comma after the weekday depends on the ICU data of the Node.js line.
    expect(formatFullDateTime('2026-03-11T13:30:00.000Z', 'Australia/Sydney')).toMatch(
      /^Thursday,? 12 March 2026 at 12:30 am$/,
    );
  });
});
