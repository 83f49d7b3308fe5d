import * as messages from '@trademate/shared/messages';
import type { JobTiming } from '@trademate/shared/constants/jobs';
import { formatShortDate } from '@/lib/format';

/** When the client wants the job done, e.g. "Within a week" or "On 1 Dec 2026". */
export function formatTiming(timing: JobTiming, timingDate: string | null | undefined): string {
  if (timing === 'date' && timingDate) {
    return `On ${formatShortDate(timingDate)}`;
  }
  return messages.jobRequests.timing[timing];
}

/** The spec's "how many professionals already contacted the client", in a sentence. */
export function describeContactCount(count: number): string {
  if (count === 0) return 'No professionals have contacted the client yet';
  if (count === 1) return '1 professional has already contacted the client';
  return `${count} professionals have already contacted the client`;
}
