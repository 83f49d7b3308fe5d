import { useSyncExternalStore } from 'react';
import { formatLongDate, formatShortDate } from '@/lib/format';
import { formatFullDateTime, formatListTime, formatMessageTime } from '@/lib/format-time';

/** Where most of the marketplace is: the zone of times in a page the server renders. */
const SERVER_TIME_ZONE = 'Australia/Sydney';

const noChanges = () => () => {};

/**
 * The zone to write a time in. The server, which cannot know the reader's zone, writes a page it
 * renders (decisions 041, 046, 088) in Australian Eastern time, and the browser's first render
 * repeats it, so the app takes the page over as it is; after that, the reader's own zone
 * (`undefined`).
 */
function useTimeZone(): string | undefined {
  return useSyncExternalStore(
    noChanges,
    () => undefined,
    () => SERVER_TIME_ZONE,
  );
}

/** A time as a short date ("5 Mar 2026"), in the reader's zone once the app has the page. */
export function ShortDate({ value }: { value: string }) {
  return formatShortDate(value, useTimeZone());
}

/** The same as a long date ("5 March 2026"), for a page about one thing. */
export function LongDate({ value }: { value: string }) {
  return formatLongDate(value, useTimeZone());
}

const timeFormats = { list: formatListTime, message: formatMessageTime };

/**
 * A `<time>` for a list row (`list`: '3:45 pm', 'Yesterday', '12 Mar') or under a message
 * (`message`: 'Yesterday, 3:45 pm'), with the whole date and time as its title; in the reader's
 * zone once the app has the page.
 */
export function LocalTime({
  value,
  format,
  className,
}: {
  value: string;
  format: keyof typeof timeFormats;
  className?: string;
}) {
  const timeZone = useTimeZone();
  return (
    <time dateTime={value} title={formatFullDateTime(value, timeZone)} className={className}>
      {timeFormats[format](value, new Date(), timeZone)}
    </time>
  );
}
