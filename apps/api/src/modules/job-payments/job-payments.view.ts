import type { JobInvoice, JobPayment } from '@trademate/shared/schemas/job-payments';
import type { JobInvoiceRow, JobPaymentRow } from './job-payments.repository';

/** What a payment still holds: paid, less what was released and refunded. */
export function heldCentsOf(
  row: Pick<JobPaymentRow, 'status' | 'amountCents' | 'releasedCents' | 'refundedCents' | 'paidAt'>,
): number {
  if (!row.paidAt) return 0;
  return row.amountCents - row.releasedCents - row.refundedCents;
}

/** A payment as its client and its professional read it. */
export function toJobPayment(row: JobPaymentRow, jobTitle: string): JobPayment {
  return {
    _id: row.id,
    quoteId: row.quoteId,
    jobId: row.jobId,
    jobTitle,
    milestone: row.milestone,
    status: row.status,
    amountCents: row.amountCents,
    heldCents: heldCentsOf(row),
    releasedCents: row.releasedCents,
    feeCents: row.feeCents,
    payoutCents: row.releasedCents - row.feeCents,
    refundedCents: row.refundedCents,
    cardLast4: row.cardLast4,
    paidAt: row.paidAt?.toISOString() ?? null,
    workDoneAt: row.workDoneAt?.toISOString() ?? null,
    releaseDueAt: row.releaseDueAt?.toISOString() ?? null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    dispute:
      row.disputeOpenedBy && row.disputeOpenedAt
        ? {
            openedBy: row.disputeOpenedBy,
            reason: row.disputeReason ?? '',
            openedAt: row.disputeOpenedAt.toISOString(),
            resolvedAt: row.disputeResolvedAt?.toISOString() ?? null,
            note: row.disputeNote,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invoice's number as printed: TradeMate's fee invoices and the professionals' apart. */
export function invoiceNumberOf(row: Pick<JobInvoiceRow, 'kind' | 'number'>): string {
  const digits = String(row.number).padStart(6, '0');
  return row.kind === 'fee' ? `TM-F-${digits}` : `TM-W-${digits}`;
}

export function toJobInvoice(row: JobInvoiceRow): JobInvoice {
  return {
    _id: row.id,
    kind: row.kind,
    number: invoiceNumberOf(row),
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    gstCents: row.gstCents,
    issuedAt: row.createdAt.toISOString(),
    url: `/api/job-payments/invoices/${row.id}`,
  };
}
