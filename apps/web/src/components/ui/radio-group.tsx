import { useId, type ComponentProps } from 'react';
import { cn } from './cn';

interface RadioGroupProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'className'> {
  /** The question the options answer, read as the group's name. */
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  className?: string;
}

/**
 * One choice among a few, as native radio buttons in a fieldset (arrow keys move between them).
 * The remaining props (a react-hook-form `register(...)`, `name`, `onChange`) go to every radio.
 */
export function RadioGroup({ legend, options, error, className, ...inputProps }: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      {/* The columns' gap matches the forms' two-column field grids, so the options line up. */}
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl bg-white px-3.5 py-2.5 text-sm text-slate-700 shadow-sm ring-1 ring-inset hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-500 has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
              error ? 'ring-red-500' : 'ring-slate-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 shrink-0 accent-brand-700 focus:outline-none"
              {...inputProps}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
