import type { DirectoryFilters } from '@trademate/shared/schemas/directory';

/** A directory request's query string: only the filters that are set, and the page cursor. */
export function directoryParams(
  filters: DirectoryFilters,
  cursor: string | null,
): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.serviceId) params.serviceId = filters.serviceId;
  if (filters.state) params.state = filters.state;
  if (filters.city) params.city = filters.city;
  if (filters.withinKm) params.withinKm = String(filters.withinKm);
  if (filters.withinKm && filters.sort === 'nearest') params.sort = 'nearest';
  if (cursor) params.cursor = cursor;
  return params;
}
