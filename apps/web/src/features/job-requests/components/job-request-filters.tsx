import { PlaceFilters } from '@/components/place-filters';
import type { JobRequestFilters } from '../api/get-job-requests';

/** The feed's filters: one of my services (when offered), a state, and a city of that state. */
export function JobRequestFiltersForm({
  value,
  onChange,
  services,
  hasDistanceFilter,
}: {
  value: JobRequestFilters;
  onChange: (filters: JobRequestFilters) => void;
  /** The services to choose among; no service filter when absent. */
  services?: readonly { _id: string; name: string }[];
  /** Whether the professional's profile has a suburb to measure distances from. */
  hasDistanceFilter?: boolean;
}) {
  return (
    <PlaceFilters
      label="Filter job requests"
      value={value}
      onChange={onChange}
      serviceFilter={services && { placeholder: 'All my services', services }}
      hasDistanceFilter={hasDistanceFilter}
    />
  );
}
