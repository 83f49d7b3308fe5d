import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The foot of a cursor-paginated list (RTK Query `infiniteQuery`): a "Load more" button while
 * another page exists, a spinner while it loads.
 */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  label = 'Load more',
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" disabled={isLoading} onClick={onLoadMore}>
        {isLoading ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
    </div>
  );
}
