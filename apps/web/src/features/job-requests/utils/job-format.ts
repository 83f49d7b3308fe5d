import type { StateCode } from '@trademate/shared/constants/states';
import * as messages from '@trademate/shared/messages';
import type { JobStatus, JobTiming } from '@trademate/shared/constants/jobs';

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const shortDate = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const mediumDate = new Intl.DateTimeFormat('en-AU', shortDate);
/** A calendar date (`YYYY-MM-DD`) has no time zone: format it as it is written. */
const calendarDate = new Intl.DateTimeFormat('en-AU', { ...shortDate, timeZone: 'UTC' });

/** A budget range in whole Australian dollars, e.g. "$150 – $400", or one amount when equal. */
export function formatBudget(min: number, max: number): string {
  return min === max ? dollars.format(max) : `${dollars.format(min)} – ${dollars.format(max)}`;
}

/** When the client wants the job done, e.g. "Within a week" or "On 1 Dec 2026". */
export function formatTiming(timing: JobTiming, timingDate: string | null | undefined): string {
  if (timing === 'date' && timingDate) {
    return `On ${calendarDate.format(new Date(`${timingDate}T00:00:00Z`))}`;
  }
  return messages.jobRequests.timing[timing];
}

/** An ISO timestamp as a short Australian date, e.g. "5 Mar 2026". */
export function formatDate(iso: string): string {
  return mediumDate.format(new Date(iso));
}

/** A job's place, e.g. "Newcastle, NSW". */
export function formatPlace(city: string, state: StateCode): string {
  return `${city}, ${state}`;
}

export function statusLabel(status: JobStatus): string {
  return messages.jobRequests.status[status];
}

/** The spec's "how many professionals already contacted the client", in a sentence. */
export function describeContactCount(count: number): string {
  if (count === 0) return 'No professionals have contacted the client yet';
  if (count === 1) return '1 professional has already contacted the client';
  return `${count} professionals have already contacted the client`;
}
