import { citiesByState, stateNames, states } from '@trademate/shared/constants/states';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { JobRequestFilters } from '../api/get-job-requests';

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/**
 * The feed's filters: one of my services (when offered), a state, and a city of that state.
 * Choosing another state clears the city, which belongs to the old one.
 */
export function JobRequestFiltersForm({
  value,
  onChange,
  services,
}: {
  value: JobRequestFilters;
  onChange: (filters: JobRequestFilters) => void;
  /** The services to choose among; no service filter when absent. */
  services?: readonly { _id: string; name: string }[];
}) {
  const cityOptions = value.state
    ? citiesByState[value.state].map((city) => ({ value: city, label: city }))
    : [];
  const hasFilters = Boolean(value.serviceId || value.state || value.city);

  return (
    <form
      aria-label="Filter job requests"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      {services && (
        <Select
          label="Service"
          placeholder="All my services"
          options={services.map((service) => ({ value: service._id, label: service.name }))}
          value={value.serviceId ?? ''}
          onChange={(event) => onChange({ ...value, serviceId: event.target.value || undefined })}
        />
      )}
      <Select
        label="State"
        placeholder="All states"
        options={stateOptions}
        value={value.state ?? ''}
        onChange={(event) =>
          onChange({
            ...value,
            state: (event.target.value || undefined) as JobRequestFilters['state'],
            city: undefined,
          })
        }
      />
      <Select
        label="City"
        placeholder={value.state ? 'All cities' : 'Choose a state first'}
        options={cityOptions}
        disabled={!value.state}
        value={value.city ?? ''}
        onChange={(event) => onChange({ ...value, city: event.target.value || undefined })}
      />
      {hasFilters && (
        <Button variant="ghost" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
