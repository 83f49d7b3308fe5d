import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ApiError } from '@/lib/api';

interface ConfirmModalProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; a rejection (an `ApiError`) is shown in the modal, which stays open. */
  onConfirm: () => Promise<unknown>;
  /** Called when the modal goes away: dismissed, or after the action succeeded. */
  onClose: () => void;
  /**
   * Whether something else on the page explains a failure (the sign-in modal a feature opens with
   * `openAuthModalFor`): the modal then closes instead of showing the message.
   */
  explainFailure?: (failure: unknown) => boolean;
}

/** Asks before an action that tells other people or cannot be undone, then runs it. */
export function ConfirmModal({
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  explainFailure,
}: ConfirmModalProps) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setBusy(false);
      if (explainFailure?.(failure)) onClose();
      else setError((failure as ApiError).message);
    }
  };

  return (
    <Modal
      title={title}
      description={description}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Go back
          </Button>
          <Button onClick={() => void confirm()} disabled={isBusy}>
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {error && <Alert className="mt-5">{error}</Alert>}
    </Modal>
  );
}
