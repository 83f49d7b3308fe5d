import { isId } from '@trademate/shared/ids';
import { withinKmChoices } from '@trademate/shared/constants/places';
import { isCityInState, isStateCode } from '@trademate/shared/constants/states';
import type { JobRequestFilters } from '../api/get-job-requests';

/**
 * The feed's filters from the address (`?service=&state=&city=&within=&sort=`), so a filtered list survives a
 * reload and can be shared. Anything the API would refuse is dropped rather than sent.
 */
export function readFeedFilters(params: URLSearchParams): JobRequestFilters {
  const serviceId = params.get('service') ?? '';
  const state = params.get('state') ?? '';
  const city = params.get('city') ?? '';
  const within = Number(params.get('within'));
  const validState = isStateCode(state) ? state : undefined;
  const withinKm = (withinKmChoices as readonly number[]).includes(within) ? within : undefined;
  return {
    serviceId: isId(serviceId) ? serviceId : undefined,
    state: validState,
    city: validState && isCityInState(validState, city) ? city : undefined,
    withinKm,
    // Nearest first only with a distance, as the API asks.
    sort: withinKm && params.get('sort') === 'nearest' ? 'nearest' : undefined,
  };
}

/** The address's query for these filters: only the ones that are set. */
export function feedFiltersToParams(filters: JobRequestFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.serviceId) params.service = filters.serviceId;
  if (filters.state) params.state = filters.state;
  if (filters.city) params.city = filters.city;
  if (filters.withinKm) params.within = String(filters.withinKm);
  if (filters.withinKm && filters.sort === 'nearest') params.sort = 'nearest';
  return params;
}
