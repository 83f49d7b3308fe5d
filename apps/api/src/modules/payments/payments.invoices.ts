import * as messages from '@trademate/shared/messages';
import type { Invoice, InvoicePage } from '@trademate/shared/schemas/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import { formatInvoiceNumber, renderInvoicePdf } from '../../lib/invoice-pdf';
import { createPaymentsRepository, type InvoiceRow } from './payments.repository';

function toInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    gstCents: row.gstCents,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    pdfUrl: `/api/subscription/invoices/${row.id}/pdf`,
  };
}

/** A user's tax invoices: the list and each one as a PDF. They are issued by `confirmPayment`. */
export function createPaymentsInvoices({ db }: { db: Db }) {
  const repository = createPaymentsRepository(db);

  return {
    async listInvoices(
      userId: string,
      query: { cursor?: string; limit: number },
    ): Promise<InvoicePage> {
      const cursor = decodeCursor(query.cursor);
      const rows = await repository.listInvoices(userId, cursor, query.limit + 1);
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.issuedAt, id: row.id }),
        toInvoice,
      );
    },

    /** The invoice as a PDF file; someone else's invoice is not found. */
    async getInvoicePdf(userId: string, invoiceId: string) {
      const row = await repository.findInvoice(invoiceId, userId);
      if (!row) throw new AppError('NOT_FOUND', messages.payments.invoiceNotFound);
      return {
        filename: `TradeMate-${formatInvoiceNumber(row.number)}.pdf`,
        pdf: await renderInvoicePdf(row),
      };
    },
  };
}
