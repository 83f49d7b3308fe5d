import { ConfirmModal } from '@/components/confirm-modal';
import { useAnswerSupervisionMutation } from '../api/change-supervision';

/**
 * Asks before ending a supervision (or withdrawing a request): entries already verified stay,
 * entries still waiting can no longer be verified by this supervisor.
 */
export function EndSupervisionDialog({
  supervisionId,
  otherName,
  isRequest,
  onEnded,
  onClose,
}: {
  supervisionId: string;
  /** The other side's full name. */
  otherName: string;
  /** Whether it is a request not yet answered, withdrawn rather than ended. */
  isRequest: boolean;
  onEnded: () => void;
  onClose: () => void;
}) {
  const [answerSupervision] = useAnswerSupervisionMutation();
  return (
    <ConfirmModal
      title={
        isRequest
          ? `Withdraw your request to ${otherName}?`
          : `End the supervision with ${otherName}?`
      }
      description={
        isRequest
          ? 'They will no longer see your request.'
          : 'Entries already verified stay verified. Entries still waiting can no longer be verified in this supervision.'
      }
      confirmLabel={isRequest ? 'Withdraw request' : 'End supervision'}
      busyLabel={isRequest ? 'Withdrawing…' : 'Ending…'}
      onConfirm={async () => {
        await answerSupervision({ supervisionId, answer: 'end' }).unwrap();
        onEnded();
      }}
      onClose={onClose}
    />
  );
}
