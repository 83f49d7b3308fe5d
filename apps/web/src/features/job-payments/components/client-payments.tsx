import { useState } from 'react';
import type { JobPaymentMilestone } from '@trademate/shared/constants/job-payments';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { JobPayment, QuotePayments } from '@trademate/shared/schemas/job-payments';
import { ConfirmModal } from '@/components/confirm-modal';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import type { ApiError } from '@/lib/api';
import { useGoTo } from '@/lib/use-go-to';
import { useReleaseAllPaymentsMutation, useReleasePaymentMutation } from '../api/change-payments';
import { usePayQuoteMutation } from '../api/pay-quote';
import { isListed, isReleasable, payLabel } from '../utils/payment-format';
import { DisputeDialog } from './dispute-dialog';
import { PaymentFigures } from './payment-figures';
import { PaymentItem } from './payment-item';

const m = messages.jobPayments;

type Asking =
  | { kind: 'release'; payment: JobPayment }
  | { kind: 'releaseAll' }
  | { kind: 'dispute'; payment: JobPayment }
  | null;

/**
 * The milestones the client may pay now, each a button that opens the checkout: Stripe's page, or
 * the test mode's own. While the professional cannot take payments, it says so instead.
 */
function PayButtons({
  payments,
  professionalFirstName,
}: {
  payments: QuotePayments;
  professionalFirstName: string;
}) {
  const goTo = useGoTo();
  const openAuthModal = useOpenAuthModalFor();
  const [payQuote] = usePayQuoteMutation();
  const [paying, setPaying] = useState<JobPaymentMilestone | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (payments.payable.length === 0) return null;
  if (!payments.professionalPayoutsReady) {
    // A standing fact of the page rather than news, so not announced as a status.
    return (
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
        {m.payoutsNotReady(professionalFirstName)}
      </p>
    );
  }

  const pay = async (milestone: JobPaymentMilestone) => {
    setPaying(milestone);
    setFailure(null);
    try {
      const { checkoutUrl } = await payQuote({ quoteId: payments.quoteId, milestone }).unwrap();
      goTo(checkoutUrl);
    } catch (error) {
      setPaying(null);
      if (!openAuthModal(error)) setFailure((error as ApiError).message);
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {payments.payable.map(({ milestone, amountCents }, index) => (
          <Button
            key={milestone}
            variant={index === 0 ? 'primary' : 'secondary'}
            disabled={paying !== null}
            onClick={() => void pay(milestone)}
          >
            {paying === milestone
              ? 'Opening the checkout…'
              : `${payLabel(milestone)} (${formatAud(amountCents)})`}
          </Button>
        ))}
      </div>
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}

/**
 * The client's side of the payment panel: the figures, the milestones to pay, and each payment
 * with its release date, dispute and invoices, held ones to release or dispute.
 */
export function ClientPayments({
  payments,
  professionalFirstName,
  onNotice,
}: {
  payments: QuotePayments;
  professionalFirstName: string;
  onNotice: (notice: string) => void;
}) {
  const openAuthModal = useOpenAuthModalFor();
  const [releasePayment] = useReleasePaymentMutation();
  const [releaseAll] = useReleaseAllPaymentsMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const listed = payments.payments.filter((payment) => isListed(payment.status));
  const held = listed.filter((payment) => isReleasable(payment.status));
  const heldTotal = held.reduce((sum, payment) => sum + payment.heldCents, 0);

  return (
    <div className="space-y-5">
      <PaymentFigures
        figures={[
          { label: 'Agreed total', cents: payments.agreedTotalCents },
          { label: 'Paid', cents: payments.paidCents },
          { label: 'Held', cents: payments.heldCents },
          { label: 'Released', cents: payments.releasedCents },
          ...(payments.refundedCents > 0
            ? [{ label: 'Refunded', cents: payments.refundedCents }]
            : []),
        ]}
      />
      <PayButtons payments={payments} professionalFirstName={professionalFirstName} />
      {held.length > 1 && (
        <Button variant="secondary" onClick={() => setAsking({ kind: 'releaseAll' })}>
          Release all ({formatAud(heldTotal)})
        </Button>
      )}
      {listed.length > 0 && (
        <ul
          aria-label="Payments"
          className="divide-y divide-slate-100 border-t border-slate-200 pt-4"
        >
          {listed.map((payment) => (
            <PaymentItem
              key={payment._id}
              payment={payment}
              viewer="client"
              otherFirstName={professionalFirstName}
              invoices={payments.invoices.filter(
                (invoice) => invoice.paymentId === payment._id && invoice.kind === 'work',
              )}
              actions={
                isReleasable(payment.status) && (
                  <>
                    <Button size="sm" onClick={() => setAsking({ kind: 'release', payment })}>
                      Release {formatAud(payment.heldCents)}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setAsking({ kind: 'dispute', payment })}
                    >
                      Open a dispute
                    </Button>
                  </>
                )
              }
            />
          ))}
        </ul>
      )}
      {asking?.kind === 'release' && (
        <ConfirmModal
          title={`Release ${formatAud(asking.payment.heldCents)} to ${professionalFirstName}?`}
          description={`TradeMate pays it to ${professionalFirstName}, less its fee. Release it once you are happy with the work: this cannot be undone.`}
          confirmLabel="Release payment"
          busyLabel="Releasing…"
          explainFailure={openAuthModal}
          onConfirm={async () => {
            await releasePayment(asking.payment._id).unwrap();
            onNotice(m.released);
          }}
          onClose={close}
        />
      )}
      {asking?.kind === 'releaseAll' && (
        <ConfirmModal
          title={`Release every held payment to ${professionalFirstName}?`}
          description={`TradeMate pays ${formatAud(heldTotal)} to ${professionalFirstName}, less its fee. This cannot be undone.`}
          confirmLabel="Release all"
          busyLabel="Releasing…"
          explainFailure={openAuthModal}
          onConfirm={async () => {
            await releaseAll(payments.quoteId).unwrap();
            onNotice(m.released);
          }}
          onClose={close}
        />
      )}
      {asking?.kind === 'dispute' && (
        <DisputeDialog payment={asking.payment} onOpened={onNotice} onClose={close} />
      )}
    </div>
  );
}
