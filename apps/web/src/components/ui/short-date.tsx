import { useSyncExternalStore } from 'react';
import { formatShortDate } from '@/lib/format';

/** Where most of the marketplace is: the zone of dates in a page the server renders. */
const SERVER_TIME_ZONE = 'Australia/Sydney';

const noChanges = () => () => {};

/**
 * A time as a short date ("5 Mar 2026") in the reader's own zone. The server, which cannot know
 * that zone, writes a page it renders (decision 041) in Australian Eastern time; the browser's
 * first render repeats it, so the app takes the page over as it is, then writes the reader's date.
 */
export function ShortDate({ value }: { value: string }) {
  return useSyncExternalStore(
    noChanges,
    () => formatShortDate(value),
    () => formatShortDate(value, SERVER_TIME_ZONE),
  );
}
