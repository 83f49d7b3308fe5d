import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import * as messages from '@trademate/shared/messages';
import type { JobPayment, QuotePayments } from '@trademate/shared/schemas/job-payments';
import { ConfirmModal } from '@/components/confirm-modal';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import { formatLongDate } from '@/lib/format';
import { useMarkWorkDoneMutation } from '../api/change-payments';
import { useGetJobPaymentTermsQuery } from '../api/get-job-payment-terms';
import { isListed, isReleasable } from '../utils/payment-format';
import { DisputeDialog } from './dispute-dialog';
import { PaymentFigures } from './payment-figures';
import { PaymentItem } from './payment-item';

const m = messages.jobPayments;

/** The latest date held money releases by itself, when the work is marked done. */
function latestReleaseDue(held: JobPayment[]): string | null {
  const dates = held.flatMap((payment) => (payment.releaseDueAt ? [payment.releaseDueAt] : []));
  return dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b));
}

/**
 * When the money held reaches the professional: on the date it releases by itself once the work is
 * marked done, some days after they mark it done, or when support decides a dispute.
 */
function releaseText(payments: JobPayment[], autoReleaseDays: number | undefined): string | null {
  const held = payments.filter((payment) => isReleasable(payment.status));
  if (held.length === 0) {
    return payments.some((payment) => payment.status === 'disputed') ? m.disputeOpen : null;
  }
  const releaseDue = latestReleaseDue(held);
  if (releaseDue && held.every((payment) => payment.workDoneAt !== null)) {
    return m.securedReleasesBy(formatLongDate(releaseDue));
  }
  return autoReleaseDays === undefined ? null : m.securedUntilWorkDone(autoReleaseDays);
}

/** "Payment secured": what is held for the professional, and when it reaches them. */
function SecuredNotice({
  heldCents,
  payments,
  autoReleaseDays,
}: {
  heldCents: number;
  payments: JobPayment[];
  autoReleaseDays: number | undefined;
}) {
  const when = releaseText(payments, autoReleaseDays);
  return (
    <div className="flex gap-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="text-sm text-emerald-900">
        <p className="font-semibold">{m.statuses.held}</p>
        <p className="mt-1">
          {m.securedHeld(heldCents)} {when}
        </p>
      </div>
    </div>
  );
}

/**
 * The professional's side of the payment panel: whether they can take payments, what is held and
 * when it releases, marking the work done, and each payout with TradeMate's fee and the invoices.
 */
export function ProfessionalPayments({
  payments,
  clientFirstName,
  onNotice,
}: {
  payments: QuotePayments;
  clientFirstName: string;
  onNotice: (notice: string) => void;
}) {
  const openAuthModal = useOpenAuthModalFor();
  const autoReleaseDays = useGetJobPaymentTermsQuery().data?.autoReleaseDays;
  const [markWorkDone] = useMarkWorkDoneMutation();
  const [asking, setAsking] = useState<'workDone' | JobPayment | null>(null);
  const close = () => setAsking(null);
  const listed = payments.payments.filter((payment) => isListed(payment.status));
  const held = listed.filter((payment) => isReleasable(payment.status));
  const isWorkToMark = held.some((payment) => payment.workDoneAt === null);

  return (
    <div className="space-y-5">
      {!payments.professionalPayoutsReady && (
        <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 ring-inset">
          <p className="text-sm text-amber-900">{m.payoutsNeededToTakePayments}</p>
          <ButtonLink size="sm" to={paths.payouts.href()}>
            {m.payoutsSetUp}
          </ButtonLink>
        </div>
      )}
      {payments.heldCents > 0 && (
        <SecuredNotice
          heldCents={payments.heldCents}
          payments={listed}
          autoReleaseDays={autoReleaseDays}
        />
      )}
      {isWorkToMark && <Button onClick={() => setAsking('workDone')}>Mark work done</Button>}
      <PaymentFigures
        figures={[
          { label: 'Agreed total', cents: payments.agreedTotalCents },
          { label: 'Held', cents: payments.heldCents },
          { label: 'Released', cents: payments.releasedCents },
          { label: "TradeMate's fee", cents: payments.feeCents },
        ]}
      />
      {listed.length > 0 ? (
        <ul
          aria-label="Payments"
          className="divide-y divide-slate-100 border-t border-slate-200 pt-4"
        >
          {listed.map((payment) => (
            <PaymentItem
              key={payment._id}
              payment={payment}
              viewer="professional"
              otherFirstName={clientFirstName}
              invoices={payments.invoices.filter((invoice) => invoice.paymentId === payment._id)}
              actions={
                isReleasable(payment.status) && (
                  <Button size="sm" variant="secondary" onClick={() => setAsking(payment)}>
                    Open a dispute
                  </Button>
                )
              }
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          {clientFirstName} has not paid through TradeMate yet.
        </p>
      )}
      {asking === 'workDone' && (
        <ConfirmModal
          title="Mark the work as done?"
          description={`${clientFirstName} is told, and the money held releases to you by itself ${autoReleaseDays === undefined ? 'a few days later' : `${autoReleaseDays} days later`} unless ${clientFirstName} releases it sooner or opens a dispute.`}
          confirmLabel="Mark work done"
          busyLabel="Saving…"
          explainFailure={openAuthModal}
          onConfirm={async () => {
            await markWorkDone(payments.quoteId).unwrap();
            onNotice(m.workDone);
          }}
          onClose={close}
        />
      )}
      {asking !== null && asking !== 'workDone' && (
        <DisputeDialog payment={asking} onOpened={onNotice} onClose={close} />
      )}
    </div>
  );
}
