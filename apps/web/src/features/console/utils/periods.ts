import type { NumbersPeriod } from '@trademate/shared/constants/numbers';

/** A period's first day (YYYY-MM-DD) as a date that no time zone shifts. */
const dayOf = (start: string) => new Date(`${start}T12:00:00Z`);

const formatters = {
  week: {
    long: new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    short: new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  },
  month: {
    long: new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    short: new Intl.DateTimeFormat('en-AU', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
  },
};

/** A period as a table names it: "Week of 6 January 2025", "January 2025". */
export function periodLabel(period: NumbersPeriod, start: string): string {
  const long = formatters[period].long.format(dayOf(start));
  return period === 'week' ? `Week of ${long}` : long;
}

/** A period as a chart's axis names it: "6 Jan", "Jan 25". */
export function shortPeriodLabel(period: NumbersPeriod, start: string): string {
  return formatters[period].short.format(dayOf(start));
}
