import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  reportLimits,
  reportReasons,
  type ReportSubject,
} from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import type { reportRequestSchema } from '@trademate/shared/schemas/safety';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useReportMutation } from '@/lib/safety';

const m = messages.safety;

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: m.reasons[reason] }));

/** What the person fills in; what is reported comes from the dialog's props. */
const pickForm = (schema: typeof reportRequestSchema) => schema.pick({ reason: true, note: true });
type ReportFormInput = z.input<ReturnType<typeof pickForm>>;
type ReportForm = z.output<ReturnType<typeof pickForm>>;
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/safety').then((schemas) =>
    pickForm(schemas.reportRequestSchema),
  ),
);

/**
 * "Report …": a reason from the list and an optional note, sent to the TradeMate team. Once sent
 * (or when it was sent before) it says so and only closes. The note's length is checked as it is
 * typed.
 */
export function ReportDialog({
  subjectType,
  subjectId,
  onClose,
}: {
  subjectType: ReportSubject;
  subjectId: string;
  onClose: () => void;
}) {
  const [report, { isLoading }] = useReportMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFormInput, unknown, ReportForm>({
    mode: 'onChange',
    resolver,
    defaultValues: { note: '' },
  });

  const onSubmit = handleSubmit(async ({ reason, note }) => {
    setError(null);
    try {
      await report({ subjectType, subjectId, reason, note }).unwrap();
      setDone(m.reported);
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.status === 409) setDone(m.alreadyReported);
      else setError(failure.message);
    }
  });

  const title = m.reportTitle(m.subjectNames[subjectType]);
  if (done) {
    return (
      <Modal title={title} onDismiss={onClose} actions={<Button onClick={onClose}>Close</Button>}>
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      </Modal>
    );
  }
  const formId = `report-${subjectId}`;
  return (
    <Modal
      title={title}
      description={m.reportLead}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isLoading}>
            {isLoading ? 'Sending…' : m.submitReport}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-5 max-h-[55dvh] space-y-4 overflow-y-auto"
      >
        <RadioGroup
          legend={m.reasonLabel}
          options={reasonOptions}
          error={errors.reason?.message}
          className="[&>div]:sm:grid-cols-1"
          {...register('reason')}
        />
        <CountedTextarea
          control={control}
          name="note"
          limit={reportLimits.noteMaxLength}
          label={m.noteLabel}
          rows={3}
          error={errors.note?.message}
        />
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
