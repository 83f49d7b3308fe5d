import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import type { ApiError } from '@/lib/api';
import { PersonCardSkeleton } from './person-card';

/**
 * A directory's results from its infinite query: skeletons while the first page loads, the error
 * with a retry, an empty state, or the cards with "Load more" while another page exists.
 */
export function PeopleGrid<Item extends { _id: string }>({
  label,
  query,
  empty,
  renderCard,
}: {
  /** The list's accessible name, e.g. "Professionals". */
  label: string;
  query: {
    data?: { pages: { items: Item[] }[] };
    error?: unknown;
    isError: boolean;
    isFetching: boolean;
    isFetchingNextPage: boolean;
    hasNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
  empty: ReactNode;
  renderCard: (item: Item) => ReactNode;
}) {
  const { data, error, isError, isFetching, isFetchingNextPage, hasNextPage } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  if (isError && !data) {
    return (
      <Alert>
        {(error as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <div
        role="status"
        aria-label={`Loading ${label.toLowerCase()}`}
        className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <PersonCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return (
    <>
      <ul
        aria-label={label}
        className={`grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 ${isFetching && !isFetchingNextPage ? 'opacity-60' : ''}`}
      >
        {items.map((item) => (
          <li key={item._id}>{renderCard(item)}</li>
        ))}
      </ul>
      {isError && <Alert className="mt-6">{(error as ApiError).message}</Alert>}
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={`Load more ${label.toLowerCase()}`}
      />
    </>
  );
}
