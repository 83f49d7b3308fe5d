/** Calendar dates as the API and the pages write them: YYYY-MM-DD, counted in Australia. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Today's date (YYYY-MM-DD) in Perth, the westernmost state TradeMate serves: the earliest
 * calendar date anywhere in Australia, so "today" is never refused for a client in any state.
 */
export function todayInAustralia(now: Date = new Date()): string {
  // Made once: building a formatter costs a fraction of a millisecond, on every job detail.
  perthDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Perth',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return perthDate.format(now);
}
let perthDate: Intl.DateTimeFormat | undefined;
