/** Short, local times for lists and messages, in Australian English. */
const timeOfDay = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short' });
const dayAndMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' });
const fullDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const longDateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short' });

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two instants, in the viewer's time zone. */
function daysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY_MS);
}

function dateOnly(date: Date, now: Date): string {
  return date.getFullYear() === now.getFullYear()
    ? dayAndMonth.format(date)
    : fullDate.format(date);
}

/** For a list row: '3:45 pm' today, 'Yesterday', 'Mon' within a week, then '12 Mar' or '12 Mar 2025'. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days <= 0) return timeOfDay.format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(date);
  return dateOnly(date, now);
}

/** Under a message: '3:45 pm' today, otherwise the day too ('Yesterday, 3:45 pm', '12 Mar, 3:45 pm'). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  const time = timeOfDay.format(date);
  if (days <= 0) return time;
  if (days === 1) return `Yesterday, ${time}`;
  return `${dateOnly(date, now)}, ${time}`;
}

/** The whole date and time, for a tooltip. */
export function formatFullDateTime(iso: string): string {
  return longDateTime.format(new Date(iso));
}
