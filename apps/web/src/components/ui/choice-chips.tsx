import { useId, type ReactNode, type Ref } from 'react';
import { cn } from './cn';

interface ChoiceChipsProps {
  /** The question the options answer, read as the group's name. */
  legend: ReactNode;
  /** The radios' or checkboxes' shared name. */
  name: string;
  options: readonly { value: string; label: string }[];
  /** One value for single choice; the chosen values with `multiple`. */
  value: string | readonly string[] | undefined;
  onChange: (value: string | string[] | undefined) => void;
  onBlur?: () => void;
  /** Checkboxes, any number chosen, instead of radios. */
  multiple?: boolean;
  /** A chosen radio is cleared by choosing it again (for a question that may go unanswered). */
  isClearable?: boolean;
  /** Joined buttons of equal width (a yes or no), instead of chips that wrap. */
  variant?: 'chips' | 'segmented';
  error?: string;
  /** Given to the first input: a form moves the focus there to show an error. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

const chipClass =
  'relative flex min-h-9 cursor-pointer items-center rounded-full bg-white px-3.5 py-1.5 text-sm text-slate-700 ring-1 ring-inset hover:bg-slate-50 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500';
const segmentClass =
  'relative flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500';

/**
 * A few options as chips that wrap (or a joined pair, `segmented`), each a native radio or
 * checkbox in a fieldset: arrow keys and the space bar work as they do on any form, and the
 * chosen chip is filled.
 */
export function ChoiceChips({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  multiple = false,
  isClearable = false,
  variant = 'chips',
  error,
  inputRef,
  className,
}: ChoiceChipsProps) {
  const errorId = useId();
  const chosen = new Set(typeof value === 'string' ? [value] : (value ?? []));
  const toggle = (option: string, isChecked: boolean) => {
    if (!multiple) return onChange(option);
    const next = isChecked ? [...chosen, option] : [...chosen].filter((key) => key !== option);
    onChange(options.map((candidate) => candidate.value).filter((key) => next.includes(key)));
  };
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div
        className={cn(
          variant === 'segmented'
            ? 'inline-flex w-full max-w-56 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-inset'
            : 'flex flex-wrap gap-2',
          variant === 'segmented' && (error ? 'ring-red-500' : 'ring-slate-300'),
        )}
      >
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              variant === 'segmented' ? segmentClass : chipClass,
              variant === 'chips' && (error ? 'ring-red-500' : 'ring-slate-300'),
            )}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onClick={() => {
                if (isClearable && !multiple && value === option.value) onChange(undefined);
              }}
              onBlur={onBlur}
              className="sr-only"
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
