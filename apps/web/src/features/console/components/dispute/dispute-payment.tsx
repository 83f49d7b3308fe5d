import type { ReactNode } from 'react';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { DisputeDetail } from '@trademate/shared/schemas/job-payments';
import { formatFullDateTime } from '@/lib/format-time';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The payment in figures: what was paid, what is still held, and where the rest went. */
export function DisputePayment({ detail }: { detail: DisputeDetail }) {
  const { summary, payment } = detail;
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <Row label="Client">{summary.clientName}</Row>
      <Row label="Professional">{summary.professionalName}</Row>
      <Row label="For">{messages.jobPayments.milestones[payment.milestone]}</Row>
      <Row label="Paid">
        {formatAud(payment.amountCents)}
        {payment.cardLast4 && (
          <span className="block text-xs text-slate-500">card ending {payment.cardLast4}</span>
        )}
      </Row>
      {payment.paidAt && <Row label="Paid on">{formatFullDateTime(payment.paidAt)}</Row>}
      {payment.workDoneAt && (
        <Row label="Work marked done">{formatFullDateTime(payment.workDoneAt)}</Row>
      )}
      <Row label="Held now">
        <span className="font-semibold">{formatAud(payment.heldCents)}</span>
      </Row>
      <Row label="Released (fee included)">{formatAud(payment.releasedCents)}</Row>
      <Row label="TradeMate’s fee">{formatAud(payment.feeCents)}</Row>
      <Row label="Paid out to the professional">{formatAud(payment.payoutCents)}</Row>
      <Row label="Refunded to the client">{formatAud(payment.refundedCents)}</Row>
    </dl>
  );
}
