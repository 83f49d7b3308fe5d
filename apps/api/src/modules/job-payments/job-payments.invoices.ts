import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import { notFound } from '../../lib/app-error';
import { renderInvoicePdf, trademateSeller } from '../../lib/invoice-pdf';
import type { JobPaymentsDeps } from './job-payments.deps';
import { invoiceNumberOf } from './job-payments.view';

const m = messages.jobPayments;

/**
 * The tax invoices of a release (decision 064), drawn when asked: the professional's to the
 * client for the work (their name, ABN and GST as the accepted quote recorded them), and
 * TradeMate's to the professional for its fee. The client reads the first; the professional both.
 */
export function createJobPaymentsInvoices({ repository, quotes }: JobPaymentsDeps) {
  return {
    async invoicePdf(userId: string, invoiceId: string) {
      const invoice = await repository.findInvoice(invoiceId);
      const payment = invoice && (await repository.findPayment(invoice.paymentId));
      const readable =
        payment &&
        (payment.professionalId === userId ||
          (payment.clientId === userId && invoice.kind === 'work'));
      if (!invoice || !payment || !readable) throw notFound(m.invoiceNotFound);
      const agreement = await quotes.agreementOf(payment.quoteId);
      if (!agreement) throw notFound(m.invoiceNotFound);
      const number = invoiceNumberOf(invoice);
      const professionalName =
        `${agreement.professionalFirstName} ${agreement.professionalLastName}`.trim();
      const pdf =
        invoice.kind === 'work'
          ? await renderInvoicePdf({
              number,
              seller: {
                name: professionalName,
                abn: invoice.supplierAbn,
                lines: [agreement.professionalEmail],
                gstRegistered: invoice.gstRegistered,
              },
              issuedAt: invoice.createdAt,
              buyerName: `${agreement.clientFirstName} ${agreement.clientLastName}`.trim(),
              buyerEmail: agreement.clientEmail,
              description: m.invoiceWorkLine(agreement.jobTitle, m.milestones[payment.milestone]),
              amountCents: invoice.amountCents,
              gstCents: invoice.gstCents,
              footer: m.invoiceWorkFooter,
            })
          : await renderInvoicePdf({
              number,
              seller: trademateSeller,
              issuedAt: invoice.createdAt,
              buyerName: professionalName,
              buyerEmail: agreement.professionalEmail,
              description: m.invoiceFeeLine(agreement.jobTitle, formatAud(payment.releasedCents)),
              amountCents: invoice.amountCents,
              gstCents: invoice.gstCents,
              footer: m.invoiceFeeFooter,
            });
      return { fileName: `${number}.pdf`, pdf };
    },
  };
}
