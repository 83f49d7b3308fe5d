import { useForm } from 'react-hook-form';
import { formatAud } from '@trademate/shared/constants/plans';
import { formatAudChange, variationLimits } from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import type {
  DeclineVariationRequest,
  QuoteDetail,
  QuoteVariation,
} from '@trademate/shared/schemas/quotes';
import { ConfirmModal } from '@/components/confirm-modal';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useApproveVariationMutation, useDeclineVariationMutation } from '../api/answer-variation';
import { useWithdrawVariationMutation } from '../api/propose-variation';
import { TextDialog } from './quote-answer-dialogs';

const mv = messages.quoteVariations;

const declineResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/quotes').then(
    (schemas) => schemas.declineVariationRequestSchema,
  ),
);

interface VariationDialogProps {
  quote: QuoteDetail;
  variation: QuoteVariation;
  onDone: (notice: string) => void;
  onClose: () => void;
}

/** The client approves a variation: the agreed total moves by its total, for good. */
export function ApproveVariationDialog({
  quote,
  variation,
  onDone,
  onClose,
}: VariationDialogProps) {
  const [approveVariation] = useApproveVariationMutation();
  const openAuthModal = useOpenAuthModalFor();
  const agreed = (quote.agreedTotalCents ?? 0) + variation.totalCents;
  return (
    <ConfirmModal
      explainFailure={openAuthModal}
      title={`Approve variation ${variation.number}?`}
      description={`It changes the price by ${formatAudChange(variation.totalCents)}: the agreed total becomes ${formatAud(agreed)}. ${quote.professional.firstName} is told. This cannot be undone.`}
      confirmLabel="Approve variation"
      busyLabel="Approving…"
      onConfirm={async () => {
        await approveVariation({ quoteId: quote._id, number: variation.number }).unwrap();
        onDone(mv.approved);
      }}
      onClose={onClose}
    />
  );
}

/** The client declines a variation, saying why: the professional reads the reason. */
export function DeclineVariationDialog({
  quote,
  variation,
  onDone,
  onClose,
}: VariationDialogProps) {
  const [declineVariation] = useDeclineVariationMutation();
  const form = useForm<DeclineVariationRequest>({
    mode: 'onTouched',
    resolver: declineResolver,
    defaultValues: { reason: '' },
  });
  return (
    <TextDialog
      title={`Decline variation ${variation.number}?`}
      description={`${quote.professional.firstName} will read your reason. The agreed total stays as it is.`}
      field="reason"
      label="Why are you declining?"
      limit={variationLimits.declineReasonMaxLength}
      submitLabel="Decline variation"
      busyLabel="Declining…"
      form={form}
      send={async ({ reason }) => {
        await declineVariation({ quoteId: quote._id, number: variation.number, reason }).unwrap();
        onDone(mv.declined);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** The professional takes back a variation the client has not answered. */
export function WithdrawVariationDialog({
  quote,
  variation,
  onDone,
  onClose,
}: VariationDialogProps) {
  const [withdrawVariation] = useWithdrawVariationMutation();
  const openAuthModal = useOpenAuthModalFor();
  return (
    <ConfirmModal
      explainFailure={openAuthModal}
      title={`Withdraw variation ${variation.number}?`}
      description={`${quote.job.clientFirstName} will be told, and can no longer approve it.`}
      confirmLabel="Withdraw variation"
      busyLabel="Withdrawing…"
      onConfirm={async () => {
        await withdrawVariation({ quoteId: quote._id, number: variation.number }).unwrap();
        onDone(mv.withdrawn);
      }}
      onClose={onClose}
    />
  );
}
