import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withinKmChoices } from '@trademate/shared/constants/places';
import { isCityInState, isStateCode } from '@trademate/shared/constants/states';
import type { DirectoryFilters } from '@trademate/shared/schemas/directory';
import { usableFilters } from '@/components/place-filters';
import { useCurrentUser } from '@/features/session/hooks/use-current-user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters a link or reload brings, keeping only values the directory understands. */
function readFilters(params: URLSearchParams): DirectoryFilters {
  const serviceId = params.get('serviceId') ?? '';
  const state = params.get('state') ?? '';
  const city = params.get('city') ?? '';
  const within = Number(params.get('within'));
  const withinKm = (withinKmChoices as readonly number[]).includes(within) ? within : undefined;
  return {
    ...(UUID.test(serviceId) && { serviceId }),
    ...(isStateCode(state) && { state }),
    ...(isStateCode(state) && isCityInState(state, city) && { city }),
    ...(withinKm && { withinKm }),
    // Nearest first only with a distance, as the API asks.
    ...(withinKm && params.get('sort') === 'nearest' && { sort: 'nearest' as const }),
  };
}

/**
 * A directory's filters, kept in the address (`?serviceId=&state=&city=&within=&sort=`) so a reload or a shared
 * link shows the same people. Changing them replaces the entry rather than adding to history. A
 * distance and nearest first count only for a viewer whose profile has a suburb (`hasPlace`).
 */
export function useDirectoryFilters(): {
  filters: DirectoryFilters;
  setFilters: (next: DirectoryFilters) => void;
  hasPlace: boolean;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasPlace = Boolean(useCurrentUser().data?.address.postcode);
  const query = searchParams.toString();
  // One object per address, so the list's query argument stays the same across renders.
  const filters = useMemo(
    () => usableFilters(readFilters(new URLSearchParams(query)), hasPlace),
    [query, hasPlace],
  );
  const setFilters = (next: DirectoryFilters) => {
    const params = new URLSearchParams();
    if (next.serviceId) params.set('serviceId', next.serviceId);
    if (next.state) params.set('state', next.state);
    if (next.city) params.set('city', next.city);
    if (next.withinKm) params.set('within', String(next.withinKm));
    if (next.withinKm && next.sort === 'nearest') params.set('sort', 'nearest');
    setSearchParams(params, { replace: true });
  };
  return { filters, setFilters, hasPlace };
}
