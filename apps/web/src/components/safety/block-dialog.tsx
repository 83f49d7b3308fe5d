import { useState } from 'react';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ApiError } from '@/lib/api';
import { useBlockMutation } from '@/lib/safety';

const m = messages.safety;

/** Asks before blocking someone, saying what a block does and how to undo it. */
export function BlockDialog({
  userId,
  firstName,
  onClose,
}: {
  userId: string;
  firstName: string;
  onClose: () => void;
}) {
  const [block, { isLoading }] = useBlockMutation();
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    setError(null);
    try {
      await block(userId).unwrap();
      onClose();
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };

  return (
    <Modal
      title={m.blockConfirmTitle(firstName)}
      description={m.blockConfirmBody}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void onConfirm()} disabled={isLoading}>
            {isLoading ? 'Blocking…' : `${m.block} ${firstName}`}
          </Button>
        </>
      }
    >
      {error && <Alert className="mt-4">{error}</Alert>}
    </Modal>
  );
}
