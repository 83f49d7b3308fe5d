import * as messages from '@trademate/shared/messages';
import type {
  DisputeDetail,
  DisputeList,
  DisputeSummary,
  MoneyReport,
} from '@trademate/shared/schemas/job-payments';
import { notFound } from '../../lib/app-error';
import type { JobPaymentsDeps } from './job-payments.deps';
import type { JobPaymentRow } from './job-payments.repository';
import { heldCentsOf, toJobPayment } from './job-payments.view';

const m = messages.jobPayments;

/** How far back the money report reaches: a year of months, or half a year of weeks. */
const REPORT_DAYS = { week: 26 * 7, month: 365 } as const;
/** Payments the reconciliation compares, newest first. */
const RECONCILED_PAYMENTS = 500;

function summaryOf(row: {
  payment: JobPaymentRow;
  jobTitle: string;
  clientName: string;
  professionalName: string;
}): DisputeSummary {
  const { payment } = row;
  return {
    paymentId: payment.id,
    quoteId: payment.quoteId,
    jobId: payment.jobId,
    jobTitle: row.jobTitle,
    clientName: row.clientName,
    professionalName: row.professionalName,
    openedBy: payment.disputeOpenedBy ?? 'client',
    reason: payment.disputeReason ?? '',
    openedAt: (payment.disputeOpenedAt ?? payment.createdAt).toISOString(),
    heldCents: heldCentsOf(payment),
    amountCents: payment.amountCents,
    status: payment.status,
    resolvedAt: payment.disputeResolvedAt?.toISOString() ?? null,
  };
}

/**
 * The console's side of payments held on jobs (decision 064): disputes for support to read and
 * settle, and the money report with its reconciliation for admins.
 */
export function createJobPaymentsConsole({ repository, reads, ledger, quotes }: JobPaymentsDeps) {
  async function disputeRow(paymentId: string) {
    const row = await repository.findPayment(paymentId);
    if (!row?.disputeOpenedAt) throw notFound(m.notFound);
    const agreement = await quotes.agreementOf(row.quoteId);
    if (!agreement) throw notFound(m.notFound);
    return { row, agreement };
  }

  return {
    async listDisputes(state: 'open' | 'resolved'): Promise<DisputeList> {
      return { items: (await reads.findDisputes(state)).map(summaryOf) };
    },

    async disputeDetail(paymentId: string): Promise<DisputeDetail> {
      const { row, agreement } = await disputeRow(paymentId);
      const chat = agreement.conversationId
        ? await reads.conversationForSupport(agreement.conversationId)
        : [];
      const history = await ledger.history(row.id);
      return {
        summary: summaryOf({
          payment: row,
          jobTitle: agreement.jobTitle,
          clientName: `${agreement.clientFirstName} ${agreement.clientLastName}`,
          professionalName: `${agreement.professionalFirstName} ${agreement.professionalLastName}`,
        }),
        payment: toJobPayment(row, agreement.jobTitle),
        agreement: { total: agreement.agreedTotalCents, lines: agreement.lines },
        messages: chat.map((message) => ({
          _id: message.id,
          senderName: message.senderName,
          body: message.removedAt ? '' : message.body,
          attachments:
            message.attachmentId && message.fileName
              ? [
                  {
                    fileName: message.fileName,
                    url: `/api/admin/disputes/${row.id}/files/${message.attachmentId}`,
                  },
                ]
              : [],
          createdAt: message.createdAt.toISOString(),
        })),
        ledger: history.map((movement) => ({
          kind: movement.kind,
          memo: movement.memo,
          createdAt: movement.createdAt.toISOString(),
          entries: movement.entries.map((entry) => ({
            account: entry.account,
            amountCents: Number(entry.amountCents),
          })),
        })),
      };
    },

    /** A file of the dispute's conversation, for support: its store key, type and name. */
    async disputeFile(paymentId: string, attachmentId: string) {
      const { agreement } = await disputeRow(paymentId);
      const file = agreement.conversationId
        ? await reads.findConversationFile(agreement.conversationId, attachmentId)
        : undefined;
      if (!file) throw notFound(m.notFound);
      return file;
    },

    async moneyReport(period: 'week' | 'month', now = new Date()): Promise<MoneyReport> {
      const since = new Date(now.getTime() - REPORT_DAYS[period] * 24 * 60 * 60 * 1000);
      const totals = await reads.ledgerTotalsByPeriod(period, since);
      const disputes = await reads.disputesByPeriod(period, since);
      const rows = new Map<string, MoneyReport['rows'][number]>();
      const rowOf = (start: string) => {
        let row = rows.get(start);
        if (!row) {
          row = {
            start,
            chargedCents: 0,
            releasedCents: 0,
            feesCents: 0,
            refundedCents: 0,
            disputesOpened: 0,
          };
          rows.set(start, row);
        }
        return row;
      };
      for (const total of totals) {
        const row = rowOf(total.start);
        if (total.kind === 'charge') row.chargedCents += total.moved;
        if (total.kind === 'release') {
          row.releasedCents += total.moved;
          row.feesCents += total.fees;
        }
        if (total.kind === 'refund') row.refundedCents += total.moved;
      }
      for (const count of disputes) rowOf(count.start).disputesOpened += count.count;

      const beside = await reads.paymentsBesideLedger(RECONCILED_PAYMENTS);
      const differences: MoneyReport['differences'] = [];
      let heldNowCents = 0;
      let openDisputes = 0;
      for (const { payment, jobTitle, ledgerHeld, ledgerCharged } of beside) {
        const held = heldCentsOf(payment);
        heldNowCents += Number(ledgerHeld);
        if (payment.disputeOpenedAt && !payment.disputeResolvedAt) openDisputes += 1;
        const charged = payment.paidAt ? payment.amountCents : 0;
        if (Number(ledgerCharged) !== charged) {
          differences.push({
            paymentId: payment.id,
            jobTitle,
            what: 'charged',
            ledgerCents: Number(ledgerCharged),
            recordCents: charged,
          });
        }
        if (Number(ledgerHeld) !== held) {
          differences.push({
            paymentId: payment.id,
            jobTitle,
            what: 'held',
            ledgerCents: Number(ledgerHeld),
            recordCents: held,
          });
        }
        if (
          payment.status === 'settling' &&
          now.getTime() - payment.updatedAt.getTime() > 15 * 60 * 1000
        ) {
          differences.push({
            paymentId: payment.id,
            jobTitle,
            what: 'still on its way to the provider',
            ledgerCents: Number(ledgerHeld),
            recordCents: held,
          });
        }
      }
      return {
        period,
        rows: [...rows.values()].sort((a, b) => a.start.localeCompare(b.start)),
        heldNowCents,
        openDisputes,
        differences,
      };
    },
  };
}
