import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';

/** Asks before cancelling, saying plainly that Professional access stays until the period ends. */
export function CancelSubscriptionModal({
  periodEnd,
  onConfirm,
  onClose,
}: {
  periodEnd: string;
  /** Cancels; a rejection (an ApiError) is shown in the modal, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = formatLongDate(periodEnd);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setBusy(false);
      setError((failure as ApiError).message);
    }
  };

  return (
    <Modal
      title="Cancel your subscription?"
      description={`You keep the Professional plan until ${date}. Nothing more is charged, and you can resume any time before then.`}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Keep my plan
          </Button>
          <Button onClick={() => void confirm()} disabled={isBusy}>
            {isBusy ? 'Cancelling…' : 'Cancel subscription'}
          </Button>
        </>
      }
    >
      {error && <Alert className="mt-5">{error}</Alert>}
    </Modal>
  );
}
