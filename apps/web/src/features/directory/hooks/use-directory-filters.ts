import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isCityInState, isStateCode } from '@trademate/shared/constants/states';
import type { DirectoryFilters } from '@trademate/shared/schemas/directory';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters a link or reload brings, keeping only values the directory understands. */
function readFilters(params: URLSearchParams): DirectoryFilters {
  const serviceId = params.get('serviceId') ?? '';
  const state = params.get('state') ?? '';
  const city = params.get('city') ?? '';
  if (!isStateCode(state)) return UUID.test(serviceId) ? { serviceId } : {};
  return {
    ...(UUID.test(serviceId) && { serviceId }),
    state,
    ...(isCityInState(state, city) && { city }),
  };
}

/**
 * A directory's filters, kept in the address (`?serviceId=&state=&city=`) so a reload or a shared
 * link shows the same people. Changing them replaces the entry rather than adding to history.
 */
export function useDirectoryFilters(): [DirectoryFilters, (next: DirectoryFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // One object per address, so the list's query argument stays the same across renders.
  const filters = useMemo(() => readFilters(new URLSearchParams(query)), [query]);
  const setFilters = (next: DirectoryFilters) => {
    const params = new URLSearchParams();
    if (next.serviceId) params.set('serviceId', next.serviceId);
    if (next.state) params.set('state', next.state);
    if (next.city) params.set('city', next.city);
    setSearchParams(params, { replace: true });
  };
  return [filters, setFilters];
}
