/**
 * Days as the logbook counts them: YYYY-MM-DD strings, weeks from Monday to Sunday, computed in
 * UTC so that no time zone moves a day.
 */

function utcOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** The day `days` after another (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = utcOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week a day is in. */
export function mondayOf(day: string): string {
  const weekday = utcOf(day).getUTCDay();
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const dayFormats = {
  /** "Monday 3 March" */
  long: new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
  /** "Mon 3 Mar 2026" */
  short: new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  /** "3 Mar" */
  dayMonth: new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  /** "3 March 2026" */
  full: new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

export function formatDay(day: string, style: keyof typeof dayFormats = 'short'): string {
  return dayFormats[style].format(utcOf(day)).replace(',', '');
}

/** "3–9 Mar 2026", or across months "28 Feb – 6 Mar 2026". */
export function formatWeek(monday: string): string {
  const sunday = addDays(monday, 6);
  const year = sunday.slice(0, 4);
  if (monday.slice(0, 7) === sunday.slice(0, 7)) {
    return `${Number(monday.slice(8))}–${formatDay(sunday, 'dayMonth')} ${year}`;
  }
  return `${formatDay(monday, 'dayMonth')} – ${formatDay(sunday, 'dayMonth')} ${year}`;
}

const monthFormats = {
  long: new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-AU', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
};

/** A month (YYYY-MM) as "March 2026", or short as "Mar 26". */
export function formatMonth(month: string, style: keyof typeof monthFormats = 'long'): string {
  return monthFormats[style].format(utcOf(`${month}-01`));
}

const momentFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant in the reader's own zone: "3 Mar 2026, 4:05 pm". */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}
