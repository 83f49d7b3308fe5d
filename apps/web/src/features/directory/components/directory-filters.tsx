import type { DirectoryFilters } from '@trademate/shared/schemas/directory';
import { PlaceFilters } from '@/components/place-filters';
import { useGetServiceOptionsQuery } from '@/lib/service-options';

/**
 * A directory's filter bar: any service, a state, and a city of that state; a distance and the
 * order (newest or nearest) for a viewer whose profile has a suburb.
 */
export function DirectoryFiltersForm({
  label,
  value,
  onChange,
  hasDistanceFilter,
}: {
  /** The form's accessible name, e.g. "Filter professionals". */
  label: string;
  value: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
  /** Whether the viewer's profile has a suburb to measure distances from. */
  hasDistanceFilter: boolean;
}) {
  const { data: services } = useGetServiceOptionsQuery();
  return (
    <PlaceFilters
      label={label}
      className="mt-8"
      value={value}
      onChange={onChange}
      serviceFilter={{ placeholder: 'All services', services }}
      hasDistanceFilter={hasDistanceFilter}
    />
  );
}
