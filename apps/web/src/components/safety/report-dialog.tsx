import { useState, type FormEvent } from 'react';
import {
  reportLimits,
  reportReasons,
  type ReportReason,
  type ReportSubject,
} from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { useReportMutation } from '@/lib/safety';

const m = messages.safety;

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: m.reasons[reason] }));

/**
 * "Report …": a reason from the list and an optional note, sent to the TradeMate team. Once sent
 * (or when it was sent before) it says so and only closes.
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
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(m.reasonRequired);
      return;
    }
    setReasonError(null);
    setError(null);
    try {
      await report({ subjectType, subjectId, reason, note: note.trim() || null }).unwrap();
      setDone(m.reported);
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.status === 409) setDone(m.alreadyReported);
      else setError(failure.message);
    }
  };

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
        onSubmit={onSubmit}
        noValidate
        className="mt-5 max-h-[55dvh] space-y-4 overflow-y-auto"
      >
        <RadioGroup
          legend={m.reasonLabel}
          name="reason"
          options={reasonOptions}
          error={reasonError ?? undefined}
          className="[&>div]:sm:grid-cols-1"
          onChange={(event) => setReason(event.target.value as ReportReason)}
        />
        <Textarea
          label={m.noteLabel}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          characterCount={{ used: note.length, limit: reportLimits.noteMaxLength }}
          error={note.length > reportLimits.noteMaxLength ? m.noteTooLong : undefined}
        />
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
