import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import type { MyJob } from '@trademate/shared/schemas/jobs';
import { JobStatusBadge } from '@/components/job-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClipboardListIcon } from '@/components/ui/icons';
import { LoadMore } from '@/components/ui/load-more';
import { LongDate } from '@/components/ui/dates';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetMyJobsInfiniteQuery } from '../api/get-my-jobs';
import { JobsPageShell } from '../components/jobs-page-shell';
import { contactCountText } from '../utils/job-format';

function MyJobCard({ job }: { job: MyJob }) {
  return (
    <li>
      <Link
        to={paths.myJob.href(job._id)}
        className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:p-5"
      >
        {job.photo ? (
          <img
            src={job.photo}
            alt=""
            className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200 sm:size-20"
          />
        ) : (
          <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:size-20">
            <ClipboardListIcon className="size-7" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 font-semibold break-words text-slate-900">{job.title}</h2>
            <div className="flex flex-wrap gap-1.5">
              {job.isHidden && (
                <span className="inline-flex shrink-0 items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
                  {messages.jobs.hiddenByStaffLabel}
                </span>
              )}
              {job.isOutcomeAsked && (
                <span className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
                  {messages.jobs.outcomeAskedLabel}
                </span>
              )}
              <JobStatusBadge status={job.status} closedReason={job.closedReason} />
            </div>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {job.service.name} · {job.city}, {job.state}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>
              Posted <LongDate value={job.createdAt} />
            </span>
            {job.closedReason && <span>{messages.jobs.closedReasonLabels[job.closedReason]}</span>}
            <span className={job.contactCount > 0 ? 'font-semibold text-brand-700' : undefined}>
              {contactCountText(job.contactCount)}
            </span>
          </p>
        </div>
      </Link>
    </li>
  );
}

/** `/myJobs`: the jobs the client posted, newest first, with their status and contacts. */
export default function MyJobsPage() {
  const { data, error, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useGetMyJobsInfiniteQuery();
  const jobs = data?.pages.flatMap((page) => page.items) ?? [];
  const postJobLink = (
    <ButtonLink to={paths.postJob.href()} size="lg">
      {messages.nav.postJob}
    </ButtonLink>
  );

  return (
    <JobsPageShell
      pageTitle={messages.jobs.myJobs}
      heading={messages.jobs.myJobs}
      lead="Everything you have posted: who got in touch, who you hired and what is done."
      // In the header from the first paint, so the list arriving moves nothing down; a client with
      // no job yet has it in the empty state instead.
      actions={isLoading || jobs.length > 0 ? postJobLink : undefined}
    >
      {isLoading ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading your jobs" />
        </div>
      ) : error && jobs.length === 0 ? (
        <Alert>
          {(error as ApiError).message}{' '}
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : jobs.length === 0 ? (
        <EmptyState title="You have not posted a job yet" action={postJobLink}>
          Describe what you need and professionals near you will get in touch.
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {jobs.map((job) => (
              <MyJobCard key={job._id} job={job} />
            ))}
          </ul>
          <LoadMore
            hasMore={hasNextPage}
            isLoading={isFetchingNextPage}
            onLoadMore={() => void fetchNextPage()}
          />
        </>
      )}
    </JobsPageShell>
  );
}
