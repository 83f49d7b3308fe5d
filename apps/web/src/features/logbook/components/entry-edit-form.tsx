import { useCallback, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import * as messages from '@trademate/shared/messages';
import type { LogbookEntryDetail, LogbookEntryInput } from '@trademate/shared/schemas/logbook';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateEntryMutation } from '../api/change-entry';
import {
  dayFromEntry,
  editFormFieldOf,
  weekFormFields,
  type WeekFormValues,
} from '../utils/entry-form-values';
import type { UnitOption } from '../utils/unit-options';
import { DayFields } from './day-fields';

const m = messages.logbook;

/**
 * The apprentice rewrites an entry: the same fields as a day of the week's form, for the same
 * supervisor. A verified entry goes back to the supervisor, which the form says before saving.
 */
export function EntryEditForm({
  entry,
  unitOptions,
  today,
  onSaved,
  onCancel,
}: {
  entry: LogbookEntryDetail;
  unitOptions: readonly UnitOption[];
  today: string;
  onSaved: (notice: string) => void;
  onCancel: () => void;
}) {
  const dispatch = useDispatch();
  const [updateEntry] = useUpdateEntryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  // The checks load at the form's first check, or as the person turns to the form, not with the
  // page (decision 097); a new day makes a new resolver, as it did the schema.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../utils/entry-form-schema').then((schemas) => schemas.editFormSchema(today)),
      ),
    [today],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WeekFormValues, unknown, LogbookEntryInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { supervisionId: entry.supervisionId, days: [dayFromEntry(entry)] },
  });
  const onBusyChange = useCallback((_key: string, isBusy: boolean) => setUploading(isBusy), []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateEntry({ entryId: entry._id, entry: values }).unwrap();
      onSaved(m.entryUpdated);
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return;
      const apiError = error as ApiError;
      let isFocused = false;
      const placed = placeServerFieldErrors(
        {
          ...apiError,
          errors: apiError.errors?.map((issue) => ({
            ...issue,
            path: editFormFieldOf(issue.path),
          })),
        },
        weekFormFields(1),
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

  const supervisor = `${entry.supervisor.firstName} ${entry.supervisor.lastName}`;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
      {entry.status === 'verified' && (
        <Alert tone="info">{m.editVerifiedWarning(supervisor)}</Alert>
      )}
      {entry.status === 'returned' && (
        <Alert tone="info">
          Saving sends the entry back to {supervisor} as a new revision; the returned one stays in
          its history.
        </Alert>
      )}
      <DayFields
        control={control}
        register={register}
        errors={errors}
        index={0}
        unitOptions={unitOptions}
        jobTitle={entry.job?.title}
        today={today}
        busyKey="entry"
        onBusyChange={onBusyChange}
      />
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || isUploading}>
          {isUploading
            ? 'Waiting for the photos…'
            : isSubmitting
              ? 'Saving…'
              : `Save and send to ${entry.supervisor.firstName}`}
        </Button>
      </div>
    </form>
  );
}
