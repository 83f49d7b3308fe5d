import * as messages from '@trademate/shared/messages';
import type { JobClosedReason, JobStatus } from '@trademate/shared/constants/jobs';
import { cn } from '@/components/ui/cn';

const tones: Record<JobStatus, string> = {
  open: 'bg-brand-50 text-brand-800 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/**
 * A job's status as a coloured pill: Open, In progress, Completed, Cancelled, or Closed for a
 * cancelled job closed by its outcome or for inactivity (decision 029).
 */
export function JobStatusBadge({
  status,
  closedReason,
  className,
}: {
  status: JobStatus;
  closedReason?: JobClosedReason | null;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {closedReason ? messages.jobs.closedLabel : messages.jobs.statusLabels[status]}
    </span>
  );
}
