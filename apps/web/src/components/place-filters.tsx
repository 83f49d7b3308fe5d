import {
  citiesByState,
  stateNames,
  states,
  type StateCode,
} from '@trademate/shared/constants/states';
import type { ReactNode } from 'react';
import { withinKmChoices, type ListSort } from '@trademate/shared/constants/places';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/select';

export interface PlaceFilterValue {
  serviceId?: string;
  state?: StateCode;
  city?: string;
  /** Only within this many km of the viewer's suburb. */
  withinKm?: number;
  /** Nearest first (within `withinKm`); newest first when absent. */
  sort?: ListSort;
}

/** The distance Nearest picks when none is chosen yet: nearest first needs one (decision 023). */
const NEAREST_DEFAULT_KM = 50;

const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'nearest', label: 'Nearest' },
];

const distanceOptions = withinKmChoices.map((km) => ({
  value: String(km),
  label: `Within ${km} km`,
}));

/**
 * The filters a viewer may send: a distance (and so nearest first) only when their profile has a
 * suburb to measure from; the API refuses it otherwise.
 */
export function usableFilters<Filters extends PlaceFilterValue>(
  filters: Filters,
  hasPlace: boolean,
): Filters {
  if (hasPlace || (!filters.withinKm && !filters.sort)) return filters;
  return { ...filters, withinKm: undefined, sort: undefined };
}

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/**
 * A list's filter bar: optionally a service, then a state and a city of that state, and a way to
 * clear them. Choosing another state clears the city, which belongs to the old one.
 */
export function PlaceFilters({
  label,
  value,
  onChange,
  serviceFilter,
  hasDistanceFilter = false,
  more,
  className,
}: {
  /** The form's accessible name, e.g. "Filter professionals". */
  label: string;
  value: PlaceFilterValue;
  onChange: (filters: PlaceFilterValue) => void;
  /** The service select: its placeholder and choices (disabled while they load); none when absent. */
  serviceFilter?: { placeholder: string; services?: readonly { _id: string; name: string }[] };
  /** A distance select, for a viewer whose profile has a suburb. */
  hasDistanceFilter?: boolean;
  /**
   * Filters of the list's own, in a row of their own below: before the way to clear them on a
   * phone, after it on a wide screen, where it ends the first row.
   */
  more?: ReactNode;
  className?: string;
}) {
  const cityOptions = value.state
    ? citiesByState[value.state].map((city) => ({ value: city, label: city }))
    : [];
  const hasFilters = Boolean(
    value.serviceId || value.state || value.city || value.withinKm || value.sort === 'nearest',
  );

  return (
    <form
      aria-label={label}
      className={cn(
        'grid gap-4 sm:grid-cols-2 lg:items-end',
        serviceFilter && hasDistanceFilter
          ? 'lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]'
          : hasDistanceFilter
            ? 'lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]'
            : 'lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]',
        className,
      )}
      onSubmit={(event) => event.preventDefault()}
    >
      {serviceFilter && (
        <Select
          label="Service"
          placeholder={serviceFilter.placeholder}
          options={(serviceFilter.services ?? []).map((service) => ({
            value: service._id,
            label: service.name,
          }))}
          value={serviceFilter.services ? (value.serviceId ?? '') : ''}
          disabled={!serviceFilter.services}
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
            state: (event.target.value || undefined) as StateCode | undefined,
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
      {hasDistanceFilter && (
        <Select
          label="Distance"
          placeholder="Any distance"
          options={distanceOptions}
          value={value.withinKm ? String(value.withinKm) : ''}
          onChange={(event) => {
            const withinKm = Number(event.target.value) || undefined;
            // Nearest first needs a distance: "Any distance" goes back to newest first.
            onChange({ ...value, withinKm, sort: withinKm ? value.sort : undefined });
          }}
        />
      )}
      {hasDistanceFilter && (
        <Select
          label="Sort"
          options={sortOptions}
          value={value.sort === 'nearest' && value.withinKm ? 'nearest' : 'newest'}
          onChange={(event) =>
            onChange(
              event.target.value === 'nearest'
                ? { ...value, sort: 'nearest', withinKm: value.withinKm ?? NEAREST_DEFAULT_KM }
                : { ...value, sort: undefined },
            )
          }
        />
      )}
      {more && <div className="col-span-full empty:hidden lg:order-last">{more}</div>}
      {hasFilters && (
        <Button variant="ghost" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
