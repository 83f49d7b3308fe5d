/** Amounts, dates and ratings as TradeMate writes them, in Australian English. */

const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const shortDateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const shortDate = new Intl.DateTimeFormat('en-AU', shortDateOptions);
const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO time, or a calendar date (`YYYY-MM-DD`), which has no time zone to shift it a day. */
function toDate(value: string): Date {
  return new Date(BARE_DATE.test(value) ? `${value}T12:00:00` : value);
}

/** An amount in whole Australian dollars, "$5,000". */
export function formatDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** A budget range in whole Australian dollars, "$150 – $400", or one amount when both ends agree. */
export function formatBudget(min: number, max: number): string {
  return min === max
    ? wholeDollars.format(max)
    : `${wholeDollars.format(min)} – ${wholeDollars.format(max)}`;
}

/**
 * A date with the month abbreviated, "5 Mar 2026": for cards and lists. In the reader's zone, or
 * in `timeZone` (an IANA name) when given.
 */
export function formatShortDate(value: string, timeZone?: string): string {
  const format = timeZone
    ? new Intl.DateTimeFormat('en-AU', { ...shortDateOptions, timeZone })
    : shortDate;
  return format.format(toDate(value));
}

/** A date with the month in full, "5 March 2026": for a page about one thing. */
export function formatLongDate(value: string): string {
  return longDate.format(toDate(value));
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
