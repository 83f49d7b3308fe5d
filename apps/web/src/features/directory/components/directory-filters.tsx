import { citiesByState, stateNames, states } from '@trademate/shared/constants/states';
import type { DirectoryFilters } from '@trademate/shared/schemas/directory';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useGetServiceOptionsQuery } from '@/lib/service-options';

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/**
 * A directory's filter bar: a service, a state, and a city of that state. Choosing another state
 * clears the city, which belongs to the old one.
 */
export function DirectoryFiltersForm({
  label,
  value,
  onChange,
}: {
  /** The form's accessible name, e.g. "Filter professionals". */
  label: string;
  value: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
}) {
  const { data: services } = useGetServiceOptionsQuery();
  const serviceOptions = (services ?? []).map((service) => ({
    value: service._id,
    label: service.name,
  }));
  const cityOptions = value.state
    ? citiesByState[value.state].map((city) => ({ value: city, label: city }))
    : [];
  const hasFilters = Boolean(value.serviceId || value.state || value.city);

  return (
    <form
      aria-label={label}
      className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label="Service"
        placeholder="All services"
        options={serviceOptions}
        value={services ? (value.serviceId ?? '') : ''}
        disabled={!services}
        onChange={(event) => onChange({ ...value, serviceId: event.target.value || undefined })}
      />
      <Select
        label="State"
        placeholder="All states"
        options={stateOptions}
        value={value.state ?? ''}
        onChange={(event) =>
          onChange({
            ...value,
            state: (event.target.value || undefined) as DirectoryFilters['state'],
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
