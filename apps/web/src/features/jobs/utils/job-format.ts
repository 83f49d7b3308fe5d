import * as messages from '@trademate/shared/messages';
import type { Job } from '@trademate/shared/schemas/jobs';
import { formatLongDate } from '@/lib/format';

/** When the client needs the work done, in words. */
export function timingText(job: Pick<Job, 'timing' | 'timingDate'>): string {
  return job.timing === 'date' && job.timingDate
    ? `On ${formatLongDate(job.timingDate)}`
    : messages.jobs.timingLabels[job.timing];
}

/** "No professionals yet", "1 professional got in touch", "3 professionals got in touch". */
export function contactCountText(count: number): string {
  if (count === 0) return 'No professionals yet';
  return `${count} ${count === 1 ? 'professional' : 'professionals'} got in touch`;
}
