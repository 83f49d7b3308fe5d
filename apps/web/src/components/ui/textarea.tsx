import { useId, type ComponentProps } from 'react';
import { cn } from './cn';

interface TextareaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  /** A short help text under the field, read with it by screen readers. */
  hint?: string;
  /**
   * Shows "used / limit characters" under the field. The limit is not enforced by the browser, so
   * a long paste is kept and the form's own validation explains what to trim.
   */
  characterCount?: { used: number; limit: number };
  /**
   * Grows with its text (and its placeholder) up to a limit, then scrolls, instead of keeping
   * `rows` lines. Browsers without `field-sizing` keep `rows`.
   */
  autoGrow?: boolean;
}

/** A multi-line text field, styled like Input. */
export function Textarea({
  label,
  error,
  hint,
  characterCount,
  autoGrow,
  className,
  id,
  rows = 5,
  ...props
}: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = `${textareaId}-hint`;
  const countId = `${textareaId}-count`;
  const errorId = `${textareaId}-error`;
  const isOverLimit = characterCount ? characterCount.used > characterCount.limit : false;
  const describedBy = [hint && hintId, characterCount && countId, error && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={textareaId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none',
          autoGrow ? 'max-h-48 resize-none field-sizing-content' : 'resize-y',
          // One ring colour at a time: two ring utilities would leave the winner to CSS order.
          error ? 'ring-red-500' : 'ring-slate-300',
        )}
        {...props}
      />
      <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
        <div>
          {hint && (
            <p id={hintId} className="text-slate-500">
              {hint}
            </p>
          )}
          {error && (
            <p id={errorId} className="text-red-600">
              {error}
            </p>
          )}
        </div>
        {characterCount && (
          <p
            id={countId}
            className={cn('shrink-0 tabular-nums', isOverLimit ? 'text-red-600' : 'text-slate-500')}
          >
            {characterCount.used} / {characterCount.limit}
            <span className="sr-only"> characters</span>
          </p>
        )}
      </div>
    </div>
  );
}
