/**
 * Short times for lists and messages, in Australian English: in the reader's zone, or in
 * `timeZone` (the zone a page the server renders is written in, decision 041).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

interface Formats {
  timeOfDay: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  dayAndMonth: Intl.DateTimeFormat;
  fullDate: Intl.DateTimeFormat;
  longDateTime: Intl.DateTimeFormat;
  /** The calendar day as `2026-03-05`, to count days in the zone. */
  calendarDay: Intl.DateTimeFormat;
}

const formatsByZone = new Map<string, Formats>();

/** One set of formatters a zone, made on first use (a list formats hundreds of times). */
function formatsFor(timeZone: string | undefined): Formats {
  let formats = formatsByZone.get(timeZone ?? '');
  if (!formats) {
    const zone = { timeZone };
    formats = {
      timeOfDay: new Intl.DateTimeFormat('en-AU', { ...zone, hour: 'numeric', minute: '2-digit' }),
      weekday: new Intl.DateTimeFormat('en-AU', { ...zone, weekday: 'short' }),
      dayAndMonth: new Intl.DateTimeFormat('en-AU', { ...zone, day: 'numeric', month: 'short' }),
      fullDate: new Intl.DateTimeFormat('en-AU', {
        ...zone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      longDateTime: new Intl.DateTimeFormat('en-AU', {
        ...zone,
        dateStyle: 'full',
        timeStyle: 'short',
      }),
      calendarDay: new Intl.DateTimeFormat('en-CA', {
        ...zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
    };
    formatsByZone.set(timeZone ?? '', formats);
  }
  return formats;
}

/** Whole calendar days between two instants, in the zone's calendar. */
function daysBetween(earlier: Date, later: Date, formats: Formats): number {
  const day = (date: Date) => Date.parse(formats.calendarDay.format(date));
  return Math.round((day(later) - day(earlier)) / DAY_MS);
}

function isSameYear(date: Date, now: Date, formats: Formats): boolean {
  return (
    formats.calendarDay.format(date).slice(0, 4) === formats.calendarDay.format(now).slice(0, 4)
  );
}

function dateOnly(date: Date, now: Date, formats: Formats): string {
  return isSameYear(date, now, formats)
    ? formats.dayAndMonth.format(date)
    : formats.fullDate.format(date);
}

/** For a list row: '3:45 pm' today, 'Yesterday', 'Mon' within a week, then '12 Mar' or '12 Mar 2025'. */
export function formatListTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const formats = formatsFor(timeZone);
  const date = new Date(iso);
  const days = daysBetween(date, now, formats);
  if (days <= 0) return formats.timeOfDay.format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return formats.weekday.format(date);
  return dateOnly(date, now, formats);
}

/** Under a message: '3:45 pm' today, otherwise the day too ('Yesterday, 3:45 pm', '12 Mar, 3:45 pm'). */
export function formatMessageTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const formats = formatsFor(timeZone);
  const date = new Date(iso);
  const days = daysBetween(date, now, formats);
  const time = formats.timeOfDay.format(date);
  if (days <= 0) return time;
  if (days === 1) return `Yesterday, ${time}`;
  return `${dateOnly(date, now, formats)}, ${time}`;
}

/** The whole date and time, for a tooltip. */
export function formatFullDateTime(iso: string, timeZone?: string): string {
  return formatsFor(timeZone).longDateTime.format(new Date(iso));
}
