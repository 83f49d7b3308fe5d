import type { ReactNode } from 'react';
import type { DisputeParty } from '@trademate/shared/constants/job-payments';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { JobInvoice, JobPayment } from '@trademate/shared/schemas/job-payments';
import { formatLongDate } from '@/lib/format';
import { InvoiceLinks } from './invoice-links';
import { PaymentStatusBadge } from './payment-status-badge';

const m = messages.jobPayments;

function Detail({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-700">{children}</p>;
}

/** The dispute on a payment: who opened it and why, and support's note once it is settled. */
function DisputeState({
  dispute,
  viewer,
  otherFirstName,
}: {
  dispute: NonNullable<JobPayment['dispute']>;
  viewer: DisputeParty;
  otherFirstName: string;
}) {
  const who = dispute.openedBy === viewer ? 'You' : otherFirstName;
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200 ring-inset">
      <p className="font-semibold text-slate-900">
        {m.disputeOpenedBy(who, formatLongDate(dispute.openedAt))}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-700">{dispute.reason}</p>
      {dispute.resolvedAt ? (
        <>
          <p className="mt-3 font-semibold text-slate-900">
            {m.disputeResolvedOn(formatLongDate(dispute.resolvedAt))}
          </p>
          {dispute.note && (
            <p className="mt-1 whitespace-pre-line text-slate-700">{dispute.note}</p>
          )}
        </>
      ) : (
        <p className="mt-2 text-slate-700">{m.disputeOpen}</p>
      )}
    </div>
  );
}

/**
 * One payment on a quote: what it is for, how much, where it stands, when it releases, its dispute,
 * what reached the professional, its invoices and what the reader can do with it.
 */
export function PaymentItem({
  payment,
  viewer,
  otherFirstName,
  invoices,
  actions,
}: {
  payment: JobPayment;
  viewer: DisputeParty;
  /** The other person's first name, for a dispute they opened. */
  otherFirstName: string;
  invoices: JobInvoice[];
  actions?: ReactNode;
}) {
  const milestone = m.milestones[payment.milestone];
  const hasReleased = payment.releasedCents > 0;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">
          {milestone} · {formatAud(payment.amountCents)}
        </h3>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <div className="space-y-1">
        {payment.cardLast4 && (
          <Detail>
            Card ending {payment.cardLast4}
            {payment.paidAt && `, paid ${formatLongDate(payment.paidAt)}`}
          </Detail>
        )}
        {payment.status === 'held' && payment.releaseDueAt && (
          <Detail>{m.releasesOn(formatLongDate(payment.releaseDueAt))}</Detail>
        )}
        {hasReleased && viewer === 'client' && (
          <Detail>
            {formatAud(payment.releasedCents)} released
            {payment.releasedAt && ` on ${formatLongDate(payment.releasedAt)}`}
          </Detail>
        )}
        {payment.refundedCents > 0 && (
          <Detail>{formatAud(payment.refundedCents)} refunded to the client</Detail>
        )}
      </div>
      {hasReleased && viewer === 'professional' && (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {[
            ['Released', payment.releasedCents],
            ["TradeMate's fee", payment.feeCents],
            ['Your payout', payment.payoutCents],
          ].map(([label, cents]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{formatAud(cents as number)}</dd>
            </div>
          ))}
        </dl>
      )}
      {payment.dispute && (
        <DisputeState dispute={payment.dispute} viewer={viewer} otherFirstName={otherFirstName} />
      )}
      <InvoiceLinks invoices={invoices} />
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
