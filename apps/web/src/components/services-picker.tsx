import { useId, useState, type FocusEvent } from 'react';
import * as messages from '@trademate/shared/messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useGetServiceOptionsQuery } from '@/lib/service-options';

interface ServicesPickerProps {
  value: string[];
  onChange: (serviceIds: string[]) => void;
  /** Called when focus leaves the whole picker, so the field counts as touched only then. */
  onBlur: () => void;
  error?: string;
  /** At sign-up the services may wait: the legend and hint say they can be chosen later. */
  isOptional?: boolean;
  /** The fieldset's id, for links straight to it. */
  id?: string;
}

/** The services a professional or apprentice offers: a checkbox list with a filter box (sign-up and profile). */
export function ServicesPicker({
  value,
  onChange,
  onBlur,
  error,
  isOptional = false,
  id,
}: ServicesPickerProps) {
  const { data: services, isError, refetch } = useGetServiceOptionsQuery();
  const [filter, setFilter] = useState('');
  const hintId = useId();
  const errorId = useId();
  const query = filter.trim().toLowerCase();
  const shown = services?.filter((service) => service.name.toLowerCase().includes(query)) ?? [];

  const toggle = (serviceId: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, serviceId] : value.filter((id) => id !== serviceId));

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };

  return (
    <fieldset
      id={id}
      className="scroll-mt-24"
      onBlur={handleBlur}
      aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-700">
        Services you offer{isOptional && ' (optional)'}
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-500">
        You see the job requests for the services you choose.{' '}
        {isOptional && `${messages.services.optionalAtSignup} `}
        {value.length === 1 ? '1 service selected.' : `${value.length} services selected.`}
      </p>
      {isError ? (
        <div role="alert" className="mt-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          The services could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !services ? (
        <Spinner label="Loading services" className="mt-3" />
      ) : (
        <>
          <Input
            className="mt-3"
            type="search"
            label="Filter services"
            hideLabel
            placeholder="Filter services, e.g. plumb"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <div className="mt-2 max-h-64 overflow-y-auto rounded-xl p-1 ring-1 ring-slate-200 ring-inset">
            {shown.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-500">No service matches “{filter}”.</p>
            ) : (
              <ul className="grid sm:grid-cols-2">
                {shown.map((service) => (
                  <li key={service._id}>
                    <Checkbox
                      label={service.name}
                      value={service._id}
                      checked={value.includes(service._id)}
                      onChange={(event) => toggle(service._id, event.target.checked)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
