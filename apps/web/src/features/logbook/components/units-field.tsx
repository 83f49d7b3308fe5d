import { useId } from 'react';
import { logbookLimits } from '@trademate/shared/constants/logbook';
import type { UnitOption } from '../utils/unit-options';

/**
 * The units of competency a day's work covered, chosen from the trade's catalogue as checkboxes
 * grouped by trade, folded away behind a summary of how many are chosen so a week's form stays
 * short on a phone. No more than the schema allows can be ticked.
 */
export function UnitsField({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
}: {
  legend: string;
  options: readonly UnitOption[];
  value: string[];
  onChange: (unitIds: string[]) => void;
  onBlur: () => void;
  error?: string;
}) {
  const errorId = useId();
  const services = [...new Set(options.map((option) => option.service))];
  const isFull = value.length >= logbookLimits.unitsMax;
  const toggle = (unitId: string, isChosen: boolean) =>
    onChange(isChosen ? [...value, unitId] : value.filter((id) => id !== unitId));
  const chosen = options.filter((option) => value.includes(option._id));

  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {legend}: your trades have no units in the catalogue yet.
      </p>
    );
  }
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <details className="group rounded-xl bg-white ring-1 ring-slate-300 ring-inset open:ring-brand-500">
        <summary className="cursor-pointer list-none rounded-xl px-3.5 py-2.5 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500">
          <span className="font-medium text-slate-900">
            {chosen.length === 0 ? 'Choose units' : `${chosen.length} chosen`}
          </span>
          {chosen.length > 0 && (
            <span className="text-slate-600">: {chosen.map((unit) => unit.code).join(', ')}</span>
          )}
          <span className="ml-1 text-brand-700 group-open:hidden"> Show</span>
          <span className="ml-1 hidden text-brand-700 group-open:inline"> Hide</span>
        </summary>
        <div className="space-y-3 border-t border-slate-200 px-1.5 py-2">
          <p className="px-2 text-xs text-slate-500">Up to {logbookLimits.unitsMax} units.</p>
          {services.map((service) => (
            <div key={service}>
              {services.length > 1 && (
                <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {service}
                </p>
              )}
              <ul>
                {options
                  .filter((option) => option.service === service)
                  .map((option) => {
                    const isChecked = value.includes(option._id);
                    return (
                      <li key={option._id}>
                        <label className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-900 has-disabled:cursor-not-allowed has-disabled:opacity-60">
                          <input
                            type="checkbox"
                            className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700"
                            checked={isChecked}
                            disabled={!isChecked && isFull}
                            onChange={(event) => toggle(option._id, event.currentTarget.checked)}
                            onBlur={onBlur}
                          />
                          <span className="min-w-0 break-words">
                            <span className="font-semibold">{option.code}</span> {option.title}
                          </span>
                        </label>
                      </li>
                    );
                  })}
              </ul>
            </div>
          ))}
        </div>
      </details>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
