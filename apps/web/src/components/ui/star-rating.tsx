import { useId } from 'react';
import { cn } from './cn';
import { StarIcon } from './icons';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating out of five as stars (rounded to the nearest whole star), read out as a sentence. */
export function StarRating({
  rating,
  className,
}: {
  /** From 0 to 5; null shows empty stars. */
  rating: number | null;
  className?: string;
}) {
  const filled = rating === null ? 0 : Math.round(rating);
  return (
    <span
      role="img"
      aria-label={rating === null ? 'Not rated yet' : `Rated ${rating} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <StarIcon
          key={star}
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-none text-slate-300',
          )}
        />
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  legend: string;
  /** The radios' shared name. */
  name: string;
  /** The chosen rating, or undefined before one is chosen. */
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  className?: string;
}

/**
 * Choosing 1 to 5 stars: native radio buttons (arrow keys; screen readers say "3 stars"), drawn
 * as stars up to the chosen one.
 */
export function StarRatingInput({
  legend,
  name,
  value,
  onChange,
  onBlur,
  error,
  className,
}: StarRatingInputProps) {
  const errorId = useId();
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            <StarIcon
              className={cn(
                'size-8 transition-colors',
                value !== undefined && star <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-none text-slate-300 hover:text-amber-300',
              )}
            />
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
