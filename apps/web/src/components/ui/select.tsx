import { useId, type ComponentProps, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { cn } from './cn';

interface SelectProps extends ComponentProps<'select'> {
  /** Text, or text with a quieter part such as "(optional)". */
  label: ReactNode;
  error?: string;
  /** The empty first option, shown until the user chooses. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  /** Classes for the box itself (narrower than the label above it), not its label or error. */
  fieldClassName?: string;
}

/** A native select (the best keyboard and mobile behaviour there is), styled like Input. */
export function Select({
  label,
  error,
  placeholder,
  options,
  className,
  fieldClassName,
  id,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className={cn('relative', fieldClassName)}>
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block w-full appearance-none rounded-xl border-0 bg-white py-2.5 pr-10 pl-3.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400',
            error ? 'ring-red-500' : 'ring-slate-300',
          )}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-4 text-slate-400"
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
