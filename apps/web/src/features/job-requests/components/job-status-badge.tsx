import type { JobStatus } from '@trademate/shared/constants/jobs';
import { cn } from '@/components/ui/cn';
import { statusLabel } from '../utils/job-format';

const tones: Record<JobStatus, string> = {
  open: 'bg-brand-50 text-brand-800 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** A job's status as a coloured pill: Open, In progress, Completed, Cancelled. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <span className={cn(pill, tones[status])}>{statusLabel(status)}</span>;
}

/** Marks a job the client hired this tradie for. */
export function HiredBadge() {
  return <span className={cn(pill, 'bg-emerald-600 text-white ring-emerald-600')}>Hired you</span>;
}
