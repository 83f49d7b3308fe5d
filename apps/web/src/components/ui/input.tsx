import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

interface InputProps extends ComponentProps<'input'> {
  /** Text, or text with a quieter part such as "(optional)". */
  label: ReactNode;
  /** Keeps the label for screen readers only, for inputs whose purpose is obvious on screen. */
  hideLabel?: boolean;
  error?: string;
  leadingIcon?: ReactNode;
  /** A control drawn inside the input's right edge, such as a show-password button. */
  trailing?: ReactNode;
  tone?: 'light' | 'dark';
  /** Classes for the box itself (a narrower one for a short number), not its label or error. */
  fieldClassName?: string;
}

export function Input({
  label,
  hideLabel,
  error,
  leadingIcon,
  trailing,
  tone = 'light',
  className,
  fieldClassName,
  id,
  ...props
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={cn(
          'mb-1.5 block text-sm font-medium',
          tone === 'dark' ? 'text-slate-200' : 'text-slate-700',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      <div className={cn('relative', fieldClassName)}>
        {leadingIcon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            {leadingIcon}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block w-full rounded-xl border-0 px-3.5 py-2.5 text-sm shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none',
            tone === 'dark'
              ? 'bg-white/10 text-white placeholder:text-slate-400'
              : 'bg-white text-slate-900',
            // One ring colour at a time: two ring utilities would leave the winner to CSS order.
            error ? 'ring-red-500' : tone === 'dark' ? 'ring-white/20' : 'ring-slate-300',
            leadingIcon ? 'pl-10' : undefined,
            trailing ? 'pr-12' : undefined,
          )}
          {...props}
        />
        {trailing && (
          <span className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
