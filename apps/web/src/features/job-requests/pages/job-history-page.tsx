import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { JobHistoryItem } from '@trademate/shared/schemas/job-requests';
import { JobStatusBadge } from '@/components/job-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { ShortDate } from '@/components/ui/dates';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatPlace } from '@/lib/format';
import { useGetJobHistoryInfiniteQuery } from '../api/get-job-history';
import { HiredBadge } from '../components/hired-badge';

function JobHistoryRow({ job }: { job: JobHistoryItem }) {
  return (
    <Link
      to={paths.jobHistoryEntry.href(job._id)}
      className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={job.status} closedReason={job.closedReason} />
          {job.isHired && <HiredBadge />}
        </div>
        <h2 className="mt-2 truncate font-semibold text-slate-900">{job.title}</h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{job.service.name}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-slate-400" />
            {formatPlace(job)}
          </span>
          <span>
            {job.contactedAt ? (
              <>
                Contacted <ShortDate value={job.contactedAt} />
              </>
            ) : (
              'Hired directly'
            )}
          </span>
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
    </Link>
  );
}

/** `/userJobHistory`: the jobs I contacted a client about or was hired for, most recent first. */
export default function JobHistoryPage() {
  const { data, error, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetJobHistoryInfiniteQuery();
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title="Job history" />
      <PageHeader
        title="Job history"
        lead="Every job you contacted a client about or were hired for, with its status. Open one for the details and your chat with the client."
        contentClassName="mx-auto max-w-3xl"
      />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-3xl">
          {isError && !data ? (
            <Alert>
              {(error as ApiError).message}{' '}
              <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
                Try again
              </Button>
            </Alert>
          ) : !data ? (
            <div className="grid min-h-64 place-items-center">
              <Spinner label="Loading your job history" />
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              action={<ButtonLink to={paths.jobRequests.href()}>Browse job requests</ButtonLink>}
            >
              You haven't contacted a client about a job yet.
            </EmptyState>
          ) : (
            <>
              <ul aria-label="Your jobs" className="space-y-4">
                {items.map((job) => (
                  <li key={job._id}>
                    <JobHistoryRow job={job} />
                  </li>
                ))}
              </ul>
              {isError && <Alert className="mt-6">{(error as ApiError).message}</Alert>}
              <LoadMore
                hasMore={hasNextPage}
                isLoading={isFetchingNextPage}
                onLoadMore={() => void fetchNextPage()}
                label="Load more jobs"
              />
            </>
          )}
        </div>
      </Container>
    </div>
  );
}
