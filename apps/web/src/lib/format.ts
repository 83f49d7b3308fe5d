/** Amounts, dates and ratings as TradeMate writes them, in Australian English. */
import { dateFormat } from './date-formats';

// Made at first use: the first formatter of a page loads the locale's data, about 20 ms on a
// slowed phone, which would otherwise land in the task that loads this module (decision 050).
let wholeDollars: Intl.NumberFormat | undefined;
const shortDateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const longDateOptions: Intl.DateTimeFormatOptions = { ...shortDateOptions, month: 'long' };

function dollarsFormat(): Intl.NumberFormat {
  return (wholeDollars ??= new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
  }));
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO time, or a calendar date (`YYYY-MM-DD`), which has no time zone to shift it a day. */
function toDate(value: string): Date {
  return new Date(BARE_DATE.test(value) ? `${value}T12:00:00` : value);
}

/** An amount in whole Australian dollars, "$5,000". */
export function formatDollars(amount: number): string {
  return dollarsFormat().format(amount);
}

/** A budget range in whole Australian dollars, "$150 – $400", or one amount when both ends agree. */
export function formatBudget(min: number, max: number): string {
  return min === max
    ? dollarsFormat().format(max)
    : `${dollarsFormat().format(min)} – ${dollarsFormat().format(max)}`;
}

/**
 * A date with the month abbreviated, "5 Mar 2026": for cards and lists. In the reader's zone, or
 * in `timeZone` (an IANA name) when given.
 */
export function formatShortDate(value: string, timeZone?: string): string {
  return dateFormat(shortDateOptions, timeZone).format(toDate(value));
}

/** A date with the month in full, "5 March 2026": for a page about one thing; as above for zones. */
export function formatLongDate(value: string, timeZone?: string): string {
  return dateFormat(longDateOptions, timeZone).format(toDate(value));
}

/** Where a job or a person is, "Newcastle, NSW". */
export function formatPlace({ city, state }: { city: string; state: string }): string {
  return `${city}, ${state}`;
}

/** "4.7 (3 reviews)", or "No reviews yet". */
export function formatRating(rating: number | null, reviewCount: number): string {
  if (rating === null || reviewCount === 0) return 'No reviews yet';
  return `${rating.toFixed(1)} (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}

/** A file's size as people read it: "820 bytes", "182 KB", "3.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
