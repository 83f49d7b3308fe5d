import { useState, type FormEvent, type ReactNode } from 'react';
import * as messages from '@trademate/shared/messages';
import { staffReasonSchema } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';

/**
 * Asks why before a staff action that changes something: the reason goes to the audit log with it
 * (decision 030). `onConfirm` runs the action; its refusal shows here.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** Fields the action needs besides its reason, above it. */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const formId = 'reason-form';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffReasonSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages.staff.reasonRequired);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(checked.data.reason);
      onClose();
    } catch (caught) {
      setFailure((caught as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      description={description}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {children}
        <Textarea
          label="Reason (kept in the audit log)"
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error ?? undefined}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}
