import { describe, expect, it } from 'vitest';
import {
  formatBudget,
  formatFileSize,
  formatLongDate,
  formatPlace,
  formatRating,
  formatShortDate,
} from './format';

/** Noon on a calendar day in the zone the test runs in, as the API sends times. */
const localNoon = (year: number, monthIndex: number, day: number) =>
  new Date(year, monthIndex, day, 12).toISOString();

describe('formatBudget', () => {
  it('writes a range in whole Australian dollars, and one amount when both ends agree', () => {
    expect(formatBudget(150, 400)).toBe('$150 – $400');
    expect(formatBudget(1500, 2500)).toBe('$1,500 – $2,500');
    expect(formatBudget(800, 800)).toBe('$800');
  });
});

describe('formatShortDate', () => {
  it('writes a time as its day with the month abbreviated', () => {
    expect(formatShortDate(localNoon(2026, 2, 5))).toBe('5 Mar 2026');
  });

  it('writes a calendar date as it is written, whatever the time zone', () => {
    expect(formatShortDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('writes a time in the zone it is given, whatever the zone the test runs in', () => {
    // 15:04 in Greenwich is the next day in Sydney and still the same day in Perth.
    expect(formatShortDate('2026-11-25T15:04:17.710Z', 'Australia/Sydney')).toBe('26 Nov 2026');
    expect(formatShortDate('2026-11-25T15:04:17.710Z', 'Australia/Perth')).toBe('25 Nov 2026');
  });
});

describe('formatLongDate', () => {
  it('writes a time as its day with the month in full', () => {
    expect(formatLongDate(localNoon(2025, 2, 3))).toBe('3 March 2025');
  });

  it('writes a calendar date as it is written, whatever the time zone', () => {
    expect(formatLongDate('2026-01-31')).toBe('31 January 2026');
  });

  it('writes a time in the zone given, when one is', () => {
    expect(formatLongDate('2026-11-25T15:04:17.710Z', 'Australia/Sydney')).toBe('26 November 2026');
    expect(formatLongDate('2026-11-25T15:04:17.710Z', 'Australia/Perth')).toBe('25 November 2026');
  });
});

describe('formatPlace', () => {
  it('writes the city and the state', () => {
    expect(formatPlace({ city: 'Newcastle', state: 'NSW' })).toBe('Newcastle, NSW');
  });
});

describe('formatRating', () => {
  it('writes the average to one decimal with the number of reviews', () => {
    expect(formatRating(4.666, 3)).toBe('4.7 (3 reviews)');
    expect(formatRating(5, 1)).toBe('5.0 (1 review)');
  });

  it('says there are no reviews yet when there is no rating or no review', () => {
    expect(formatRating(null, 0)).toBe('No reviews yet');
    expect(formatRating(4, 0)).toBe('No reviews yet');
  });
});

describe('formatFileSize', () => {
  it('writes bytes, kilobytes or megabytes as a person reads them', () => {
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(186_000)).toBe('182 KB');
    expect(formatFileSize(3_565_158)).toBe('3.4 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
