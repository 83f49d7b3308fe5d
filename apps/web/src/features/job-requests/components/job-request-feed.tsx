import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { authModalOpened } from '@/features/session/auth-modal';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { useGetJobRequestsInfiniteQuery, type JobRequestFilters } from '../api/get-job-requests';
import { useAuthModalFor } from '../hooks/use-auth-modal-for';
import { JobRequestCard, JobRequestCardSkeleton } from './job-request-card';

/**
 * The job requests for some filters, a page at a time. A card opens the request with the
 * Professional plan; without it, the card opens the upgrade modal (or the renew modal when the
 * subscription ended).
 */
export function JobRequestFeed({
  filters,
  empty,
  invitedJobIds,
}: {
  filters: JobRequestFilters;
  /** What to say when no request matches. */
  empty: ReactNode;
  /** Jobs I am invited to quote on: they open without the plan (decision 021). */
  invitedJobIds?: ReadonlySet<string>;
}) {
  const dispatch = useDispatch();
  const subscriptionStatus = useSelector(selectSessionUser)?.subscriptionStatus ?? '';
  const {
    data,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useGetJobRequestsInfiniteQuery(filters);
  const isExplainedByModal = useAuthModalFor(error, 'upgradeToPreview');

  const pages = data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  // The server knows the plan as of this request; the session may be a little older.
  const canPreview = pages.at(-1)?.canPreview ?? false;
  // Expired: the plan was paid for and has lapsed, so the way back is renewing, not upgrading.
  const isExpired = subscriptionStatus === 'expired';
  const lock = canPreview ? null : isExpired ? 'renew' : 'upgrade';
  const explainLock = () =>
    dispatch(authModalOpened(isExpired ? 'subscriptionExpired' : 'upgradeToPreview'));

  if (isError && !data) {
    return (
      <Alert>
        {isExplainedByModal
          ? 'Your plan does not include job requests.'
          : (error as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <div
        role="status"
        aria-label="Loading job requests"
        className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <JobRequestCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return (
    <>
      {!canPreview && (
        <Alert tone="info" className="mb-6">
          {isExpired
            ? 'Your subscription has ended. Renew it to see the budget, timing and photos of each job and contact clients.'
            : 'You are on the Free plan: you see the title, service, place and date of each job. Upgrade to the Professional plan to see the details and contact clients.'}
        </Alert>
      )}
      <ul
        aria-label="Job requests"
        className={`grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 ${isFetching && !isFetchingNextPage ? 'opacity-60' : ''}`}
      >
        {items.map((job) => (
          <li key={job._id}>
            <JobRequestCard
              job={job}
              lock={invitedJobIds?.has(job._id) ? null : lock}
              onLocked={explainLock}
            />
          </li>
        ))}
      </ul>
      {isError && <Alert className="mt-6">{(error as ApiError).message}</Alert>}
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label="Load more job requests"
      />
    </>
  );
}
