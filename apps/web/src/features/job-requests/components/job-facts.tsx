import type { ReactNode } from 'react';
import { Calendar, Clock, MapPin, Users, Wallet } from 'lucide-react';
import type { StateCode } from '@trademate/shared/constants/states';
import type { JobTiming } from '@trademate/shared/constants/jobs';
import { formatBudget, formatPlace, formatShortDate } from '@/lib/format';
import { describeContactCount, formatTiming } from '../utils/job-format';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A definition list holds only dt/dd groups (a wrapping div is allowed): the icon sits in the
    // term, beside its label, so screen readers still read term and value as a pair.
    <div className="relative pl-8">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-0.5 left-0 text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The facts a professional weighs up a job by: budget, timing, place, date and competition. */
export function JobFacts({
  job,
}: {
  job: {
    budgetMin: number;
    budgetMax: number;
    timing: JobTiming;
    timingDate: string | null;
    city: string;
    state: StateCode;
    createdAt: string;
    contactCount?: number;
  };
}) {
  const iconClass = 'size-5';
  // Two columns only when the card is wide enough, not the window: beside the job on a wide
  // screen, the card is narrow and two columns would wrap every value.
  return (
    <div className="@container">
      <dl className="grid gap-5 @sm:grid-cols-2">
        <Fact icon={<Wallet className={iconClass} />} label="Budget">
          {formatBudget(job.budgetMin, job.budgetMax)}
        </Fact>
        <Fact icon={<Clock className={iconClass} />} label="Timing">
          {formatTiming(job.timing, job.timingDate)}
        </Fact>
        <Fact icon={<MapPin className={iconClass} />} label="Location">
          {formatPlace(job)}
        </Fact>
        <Fact icon={<Calendar className={iconClass} />} label="Posted">
          {formatShortDate(job.createdAt)}
        </Fact>
        {job.contactCount !== undefined && (
          <Fact icon={<Users className={iconClass} />} label="Interest">
            {describeContactCount(job.contactCount)}
          </Fact>
        )}
      </dl>
    </div>
  );
}
