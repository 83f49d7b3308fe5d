import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { logbookLimits } from '@trademate/shared/constants/logbook';
import type { CreateLogbookEntries, Supervision } from '@trademate/shared/schemas/logbook';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useGetSupervisorJobsQuery } from '../api/get-supervisor-jobs';
import { useLogEntriesMutation } from '../api/log-entries';
import {
  emptyDay,
  nextDay,
  weekFormFieldOf,
  weekFormFields,
  type WeekFormValues,
} from '../utils/entry-form-values';
import { DayFields } from './day-fields';
import type { UnitOption } from '../utils/unit-options';

/** A supervisor as the select names them: "Sam Lee, Lee Electrical". */
function supervisorLabel({ supervisor }: Supervision): string {
  const name = `${supervisor.firstName} ${supervisor.lastName}`;
  return supervisor.businessName ? `${name}, ${supervisor.businessName}` : name;
}

/**
 * One to seven days of work at once, for one supervisor chosen for the week. Each day is checked
 * by the shared rules as it is filled in; the days go in one request, and the API's refusals land
 * on the fields they name.
 */
export function WeekForm({
  supervisions,
  unitOptions,
  firstDay,
  today,
  onSaved,
}: {
  /** The apprentice's active supervisions. */
  supervisions: Supervision[];
  unitOptions: readonly UnitOption[];
  firstDay: string;
  today: string;
  onSaved: (count: number) => void;
}) {
  const dispatch = useDispatch();
  const [logEntries] = useLogEntriesMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyDays, setBusyDays] = useState<ReadonlySet<string>>(new Set());
  // The checks load at the form's first check, or as the person turns to the form, not with the
  // page (decision 097); a new day makes a new resolver, as it did the schema.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../utils/entry-form-schema').then((schemas) => schemas.weekFormSchema(today)),
      ),
    [today],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<WeekFormValues, unknown, CreateLogbookEntries>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      supervisionId: supervisions.length === 1 ? supervisions[0]!._id : '',
      days: [emptyDay(firstDay)],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'days' });
  const supervisionId = useWatch({ control, name: 'supervisionId' });
  const { data: supervisorJobs } = useGetSupervisorJobsQuery(supervisionId, {
    skip: !supervisionId,
  });
  const jobOptions = useMemo(
    () =>
      (supervisorJobs?.items ?? []).map((job) => ({
        value: job._id,
        label: `${job.title} (${job.place})`,
      })),
    [supervisorJobs],
  );
  // A job is another supervisor's once the supervisor changes: the days name none again.
  useEffect(() => {
    getValues('days').forEach((day, index) => {
      if (day.jobId) setValue(`days.${index}.jobId`, null);
    });
  }, [supervisionId, getValues, setValue]);

  const onBusyChange = useCallback((key: string, isBusy: boolean) => {
    setBusyDays((current) => {
      if (current.has(key) === isBusy) return current;
      const next = new Set(current);
      if (isBusy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const isUploading = busyDays.size > 0;

  const onSubmit = handleSubmit(async (week) => {
    setFailure(null);
    try {
      await logEntries(week).unwrap();
      onSaved(week.entries.length);
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return;
      const apiError = error as ApiError;
      // Only the first field takes the focus: a blur checks a field again by the form's rules,
      // which would clear the server's message.
      let isFocused = false;
      const placed = placeServerFieldErrors(
        {
          ...apiError,
          errors: apiError.errors?.map((issue) => ({
            ...issue,
            path: weekFormFieldOf(issue.path),
          })),
        },
        weekFormFields(getValues('days').length),
        (field, message) => {
          setError(
            field as FieldPath<WeekFormValues>,
            { type: 'server', message },
            { shouldFocus: !isFocused },
          );
          isFocused = true;
        },
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });

  const daysError = errors.days?.message ?? errors.days?.root?.message;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <Select
          label="Supervisor for these days"
          placeholder={supervisions.length === 1 ? undefined : 'Choose your supervisor'}
          options={supervisions.map((supervision) => ({
            value: supervision._id,
            label: supervisorLabel(supervision),
          }))}
          error={errors.supervisionId?.message}
          {...register('supervisionId')}
        />
      </div>
      <ol className="space-y-6">
        {fields.map((field, index) => (
          <li key={field.id}>
            <DayFields
              control={control}
              register={register}
              errors={errors}
              index={index}
              unitOptions={unitOptions}
              jobOptions={jobOptions}
              today={today}
              busyKey={field.id}
              onBusyChange={onBusyChange}
              onRemove={fields.length > 1 ? () => remove(index) : undefined}
            />
          </li>
        ))}
      </ol>
      {daysError && (
        <p role="alert" className="text-sm text-red-600">
          {daysError}
        </p>
      )}
      {fields.length < logbookLimits.entriesPerRequestMax && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => append(nextDay(getValues('days').at(-1), today))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add the next day
        </Button>
      )}
      {failure && <Alert>{failure}</Alert>}
      <div className="border-t border-slate-200 pt-6">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={isSubmitting || isUploading}
        >
          {isUploading
            ? 'Waiting for the photos…'
            : isSubmitting
              ? 'Sending…'
              : fields.length === 1
                ? 'Send the day to your supervisor'
                : `Send ${fields.length} days to your supervisor`}
        </Button>
      </div>
    </form>
  );
}
