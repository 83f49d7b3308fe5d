import { Calendar, Clock, LockKeyhole, MapPin, Navigation, Users, Wallet } from 'lucide-react';
import * as messages from '@trademate/shared/messages';
import { Link } from 'react-router';
import type { JobRequestItem } from '@trademate/shared/schemas/job-requests';
import { paths } from '@/config/paths';
import { JobAnswerChips } from '@/components/job-answers';
import { ShortDate } from '@/components/ui/dates';
import { formatBudget, formatPlace } from '@/lib/format';
import { formatTiming } from '../utils/job-format';
import { ClientRecordLine } from './client-record-line';

const cardClass =
  'flex h-full w-full flex-col rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Why a card cannot be opened: no paid plan yet, or a plan that has ended. */
export type CardLock = 'upgrade' | 'renew';

function CardBody({ job, lock }: { job: JobRequestItem; lock: CardLock | null }) {
  const hasBudget = job.budgetMin !== undefined && job.budgetMax !== undefined;
  return (
    <>
      <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {job.service.name}
      </span>
      <h3 className="mt-2 text-base font-semibold break-words text-slate-900">{job.title}</h3>
      <JobAnswerChips answers={job.answers} className="mt-2" />
      <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          {formatPlace(job)}
        </li>
        {job.distanceKm !== undefined && (
          <li className="flex items-center gap-2">
            <Navigation aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {messages.places.kmAway(job.distanceKm)}
          </li>
        )}
        <li className="flex items-center gap-2">
          <Calendar aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          Posted <ShortDate value={job.createdAt} />
        </li>
        {hasBudget && (
          <li className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {formatBudget(job.budgetMin!, job.budgetMax!)}
          </li>
        )}
        {job.timing && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {formatTiming(job.timing, job.timingDate)}
          </li>
        )}
        {job.contactCount !== undefined && (
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {job.contactCount === 1 ? '1 professional' : `${job.contactCount} professionals`}{' '}
            contacted
          </li>
        )}
        <ClientRecordLine as="li" record={job.clientRecord} />
      </ul>
      <span className="mt-auto pt-4 text-sm font-semibold text-brand-700">
        {lock ? (
          <span className="inline-flex items-center gap-1.5">
            <LockKeyhole aria-hidden="true" className="size-4" />
            {lock === 'renew' ? 'Renew to see the details' : 'Upgrade to see the details'}
          </span>
        ) : (
          'View details'
        )}
      </span>
    </>
  );
}

/**
 * One job request in the feed. With the Professional plan it opens the request; without, it
 * explains why it cannot (the caller opens the upgrade or renew modal).
 */
export function JobRequestCard({
  job,
  lock,
  onLocked,
}: {
  job: JobRequestItem;
  /** Null with the Professional plan: the card opens the request. */
  lock: CardLock | null;
  onLocked: () => void;
}) {
  if (!lock) {
    return (
      <Link to={paths.jobRequest.href(job._id)} className={cardClass}>
        <CardBody job={job} lock={null} />
      </Link>
    );
  }
  return (
    <button type="button" onClick={onLocked} className={cardClass}>
      <CardBody job={job} lock={lock} />
    </button>
  );
}

export function JobRequestCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-48 animate-pulse rounded-2xl bg-slate-100 ring-1 ring-slate-200"
    />
  );
}
