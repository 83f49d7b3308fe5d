import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { jobPaymentLimits } from '@trademate/shared/constants/job-payments';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { JobPayment, OpenDisputeRequest } from '@trademate/shared/schemas/job-payments';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useOpenDisputeMutation } from '../api/change-payments';

const m = messages.jobPayments;

const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/job-payments').then(
    (schemas) => schemas.openDisputeRequestSchema,
  ),
);

/**
 * Either side asks TradeMate support to decide about a held payment, saying what went wrong; the
 * money stays held until support releases or refunds it. A refusal shows in the dialog.
 */
export function DisputeDialog({
  payment,
  onOpened,
  onClose,
}: {
  payment: JobPayment;
  onOpened: (notice: string) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const openAuthModal = useOpenAuthModalFor();
  const [openDispute] = useOpenDisputeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OpenDisputeRequest>({
    mode: 'onTouched',
    resolver,
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await openDispute({ paymentId: payment._id, reason }).unwrap();
      onOpened(m.disputeOpened);
      onClose();
    } catch (error) {
      if (openAuthModal(error)) return onClose();
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, ['reason'], (_field, message) =>
        setError('reason', { type: 'server', message }, { shouldFocus: true }),
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });

  return (
    <Modal
      title="Open a dispute?"
      description={`The ${m.milestones[payment.milestone].toLowerCase()} of ${formatAud(payment.amountCents)} stays held while TradeMate support reads your reason, the quote and your chat, then releases or refunds it.`}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Go back
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? 'Opening…' : 'Open dispute'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <CountedTextarea
          control={control}
          name="reason"
          limit={jobPaymentLimits.disputeReasonMaxLength}
          label="What went wrong?"
          rows={4}
          error={errors.reason?.message}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}
