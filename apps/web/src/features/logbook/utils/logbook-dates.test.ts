import { describe, expect, it } from 'vitest';
import { addDays, formatDay, formatMonth, formatWeek, mondayOf, weekDays } from './logbook-dates';

describe('logbook dates', () => {
  it('finds the Monday of any day of its week, across months and years', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('counts days and lists a week from Monday to Sunday', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('writes days, weeks and months as Australians read them', () => {
    expect(formatDay('2026-03-02')).toBe('Mon 2 Mar 2026');
    expect(formatDay('2026-03-02', 'long')).toBe('Monday 2 March');
    expect(formatWeek('2026-03-02')).toBe('2–8 Mar 2026');
    expect(formatWeek('2026-03-30')).toBe('30 Mar – 5 Apr 2026');
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2026-03', 'short')).toBe('Mar 26');
  });
});
