import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import type { Place } from '@trademate/shared/schemas/places';
import { Spinner } from '@/components/ui/spinner';
import { isPlaceQuery, placeLabel, useFindPlacesQuery } from '@/lib/places';
import { cn } from './ui/cn';

interface SuburbPickerProps {
  /** The chosen suburb, when there is one. */
  value: { suburb: string; state: string; postcode: string } | null;
  /** A suburb was chosen from the suggestions, or the choice was cleared (null). */
  onChoose: (place: Place | null) => void;
  error?: string;
  hint?: string;
  className?: string;
}

/**
 * Type a postcode or the start of a suburb, then choose from the suggestions (a combobox: arrow
 * keys and Enter, or a click). Choosing fills the form's state and city from the suburb.
 */
export function SuburbPicker({ value, onChoose, error, hint, className }: SuburbPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const valueLabel = value ? placeLabel(value) : '';
  const [text, setText] = useState(valueLabel);
  // A choice the form dropped or replaced (a state chosen by hand) shows here too, unless the
  // person is typing something else.
  const [shownLabel, setShownLabel] = useState(valueLabel);
  if (valueLabel !== shownLabel) {
    setShownLabel(valueLabel);
    if (valueLabel || text === shownLabel) setText(valueLabel);
  }
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = useDeferredValue(text.trim());
  const shouldLookUp = isOpen && isPlaceQuery(typed);
  const { data: places = [], isFetching } = useFindPlacesQuery(typed, { skip: !shouldLookUp });
  const shown = shouldLookUp ? places : [];

  const choose = (place: Place) => {
    setText(placeLabel(place));
    setOpen(false);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp' && shown.length) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && isOpen && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Suburb or postcode
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        placeholder="e.g. Surry Hills or 2010"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChoose(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(
          'block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none',
          error ? 'ring-red-500' : 'ring-slate-300',
        )}
      />
      {isFetching && shouldLookUp && (
        <Spinner label="Looking up suburbs" className="absolute top-9 right-3" />
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suburbs"
        className={cn(
          'absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200',
          shown.length === 0 && 'hidden',
        )}
      >
        {shown.map((place, index) => (
          <li
            key={`${place.suburb}-${place.postcode}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-slate-800',
              index === active && 'bg-brand-50 text-brand-900',
            )}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
