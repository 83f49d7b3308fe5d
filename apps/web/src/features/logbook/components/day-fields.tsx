import { Trash2 } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { logbookLevels, logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { CountedTextarea } from '@/components/counted-textarea';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import type { WeekFormValues } from '../utils/entry-form-values';
import { formatDay } from '../utils/logbook-dates';
import { LogbookPhotosField } from './logbook-photos-field';
import type { UnitOption } from '../utils/unit-options';
import { UnitsField } from './units-field';

const m = messages.logbook;
const levelOptions = logbookLevels.map((level) => ({ value: level, label: m.levels[level] }));

/** The name of a day as its heading says it: its date once it has one. */
function DayName<Output>({
  control,
  index,
}: {
  control: Control<WeekFormValues, unknown, Output>;
  index: number;
}) {
  const workDate = useWatch({ control, name: `days.${index}.workDate` });
  return <>{/^\d{4}-\d{2}-\d{2}$/.test(workDate) ? formatDay(workDate) : `Day ${index + 1}`}</>;
}

/**
 * One day's fields on a form of days: the date and hours, the site, what was done, the units it
 * covered, how much help was needed, and photos. Each day is a fieldset named "Day 1", "Day 2"…,
 * which screen readers say before each of its labels.
 */
export function DayFields<Output>({
  control,
  register,
  errors,
  index,
  unitOptions,
  jobOptions = [],
  jobTitle,
  today,
  busyKey,
  onBusyChange,
  onRemove,
}: {
  control: Control<WeekFormValues, unknown, Output>;
  register: UseFormRegister<WeekFormValues>;
  errors: FieldErrors<WeekFormValues>;
  index: number;
  unitOptions: readonly UnitOption[];
  /** The supervisor's TradeMate jobs a new day may name: none offers no choice. */
  jobOptions?: readonly { value: string; label: string }[];
  /** The TradeMate job an existing entry names. */
  jobTitle?: string;
  today: string;
  /** The day's own key, under which its uploads are told busy or done. */
  busyKey: string;
  onBusyChange: (key: string, isBusy: boolean) => void;
  /** Removes the day from the form; absent on a form of one day. */
  onRemove?: () => void;
}) {
  const dayErrors = errors.days?.[index];
  const tellBusy = useCallback(
    (isBusy: boolean) => onBusyChange(busyKey, isBusy),
    [busyKey, onBusyChange],
  );
  // A day removed while a photo uploads no longer holds the form back.
  useEffect(() => () => onBusyChange(busyKey, false), [busyKey, onBusyChange]);

  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="sr-only">Day {index + 1}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">
          <DayName control={control} index={index} />
        </h2>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove day ${index + 1}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        )}
      </div>
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          <Input
            type="date"
            label="Date"
            max={today}
            error={dayErrors?.workDate?.message}
            {...register(`days.${index}.workDate`)}
          />
          <Input
            label="Hours"
            inputMode="decimal"
            autoComplete="off"
            placeholder="7.5"
            error={dayErrors?.hours?.message}
            {...register(`days.${index}.hours`)}
          />
        </div>
        {jobTitle && (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
            On the TradeMate job <span className="font-semibold">{jobTitle}</span>
          </p>
        )}
        {!jobTitle && jobOptions.length > 0 && (
          <Controller
            control={control}
            name={`days.${index}.jobId`}
            render={({ field: job }) => (
              <Select
                label="TradeMate job (optional)"
                placeholder="Not a TradeMate job"
                options={jobOptions}
                name={job.name}
                ref={job.ref}
                value={job.value ?? ''}
                onChange={(event) => job.onChange(event.currentTarget.value || null)}
                onBlur={job.onBlur}
                error={dayErrors?.jobId?.message}
              />
            )}
          />
        )}
        <Input
          label="Site (optional)"
          autoComplete="off"
          error={dayErrors?.site?.message}
          {...register(`days.${index}.site`)}
        />
        <CountedTextarea
          control={control}
          name={`days.${index}.tasks`}
          limit={logbookLimits.tasksMaxLength}
          label="What you did"
          rows={3}
          autoGrow
          error={dayErrors?.tasks?.message}
        />
        <Controller
          control={control}
          name={`days.${index}.unitIds`}
          render={({ field: units }) => (
            <UnitsField
              legend="Units of competency (optional)"
              options={unitOptions}
              value={units.value}
              onChange={units.onChange}
              onBlur={units.onBlur}
              error={dayErrors?.unitIds?.message}
            />
          )}
        />
        <RadioGroup
          legend="How much help you needed"
          options={levelOptions}
          error={dayErrors?.level?.message}
          {...register(`days.${index}.level`)}
        />
        <Controller
          control={control}
          name={`days.${index}.photos`}
          render={({ field: photos }) => (
            <LogbookPhotosField
              label="Photos (optional)"
              value={photos.value}
              onChange={photos.onChange}
              onBlur={photos.onBlur}
              error={dayErrors?.photos?.message}
              onBusyChange={tellBusy}
            />
          )}
        />
      </div>
    </fieldset>
  );
}
