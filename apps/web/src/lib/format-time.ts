/**
 * Short times for lists and messages, in Australian English: in the reader's zone, or in
 * `timeZone` (the zone a page the server renders is written in, decision 041).
 */
import { dateFormat } from './date-formats';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each way of writing a time here; a formatter is made for a zone when first used. */
const options = {
  timeOfDay: { hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'short' },
  dayAndMonth: { day: 'numeric', month: 'short' },
  fullDate: { day: 'numeric', month: 'short', year: 'numeric' },
  longDateTime: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
/** The calendar day as `2026-03-05`, to count days in the zone. */
const calendarDayOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** Writes `date` in one of the ways above, in `timeZone` (the reader's own when undefined). */
function write(way: keyof typeof options, date: Date, timeZone: string | undefined): string {
  return dateFormat(options[way], timeZone).format(date);
}

function calendarDay(date: Date, timeZone: string | undefined): string {
  return dateFormat(calendarDayOptions, timeZone, 'en-CA').format(date);
}

/** Whole calendar days between two instants, in the zone's calendar. */
function daysBetween(earlier: Date, later: Date, timeZone: string | undefined): number {
  const day = (date: Date) => Date.parse(calendarDay(date, timeZone));
  return Math.round((day(later) - day(earlier)) / DAY_MS);
}

function isSameYear(date: Date, now: Date, timeZone: string | undefined): boolean {
  return calendarDay(date, timeZone).slice(0, 4) === calendarDay(now, timeZone).slice(0, 4);
}

function dateOnly(date: Date, now: Date, timeZone: string | undefined): string {
  return write(isSameYear(date, now, timeZone) ? 'dayAndMonth' : 'fullDate', date, timeZone);
}

/** For a list row: '3:45 pm' today, 'Yesterday', 'Mon' within a week, then '12 Mar' or '12 Mar 2025'. */
export function formatListTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const days = daysBetween(date, now, timeZone);
  if (days <= 0) return write('timeOfDay', date, timeZone);
  if (days === 1) return 'Yesterday';
  if (days < 7) return write('weekday', date, timeZone);
  return dateOnly(date, now, timeZone);
}

/** Under a message: '3:45 pm' today, otherwise the day too ('Yesterday, 3:45 pm', '12 Mar, 3:45 pm'). */
export function formatMessageTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const days = daysBetween(date, now, timeZone);
  const time = write('timeOfDay', date, timeZone);
  if (days <= 0) return time;
  if (days === 1) return `Yesterday, ${time}`;
  return `${dateOnly(date, now, timeZone)}, ${time}`;
}

/** The whole date and time, for a tooltip. */
export function formatFullDateTime(iso: string, timeZone?: string): string {
  return write('longDateTime', new Date(iso), timeZone);
}
