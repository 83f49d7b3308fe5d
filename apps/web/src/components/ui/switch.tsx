import { useId, type ComponentProps } from 'react';
import { cn } from './cn';

interface SwitchProps extends Omit<
  ComponentProps<'button'>,
  'role' | 'type' | 'onChange' | 'aria-checked' | 'children'
> {
  label: string;
  /** A sentence under the label, read with the switch by screen readers. */
  description?: string;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
}

/** An on/off control (a button with role="switch"); its label is a click target too. */
export function Switch({
  label,
  description,
  isChecked,
  onCheckedChange,
  className,
  id,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div>
        <label htmlFor={switchId} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={isChecked}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onCheckedChange(!isChecked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
          isChecked ? 'bg-brand-700' : 'bg-slate-300',
        )}
        {...props}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform',
            isChecked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
