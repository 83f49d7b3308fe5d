import { Download } from 'lucide-react';
import * as messages from '@trademate/shared/messages';
import type { JobInvoice } from '@trademate/shared/schemas/job-payments';

const titles = {
  work: messages.jobPayments.invoiceWorkTitle,
  fee: messages.jobPayments.invoiceFeeTitle,
} as const;

/** A payment's tax invoices, each a PDF to download. */
export function InvoiceLinks({ invoices }: { invoices: JobInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Tax invoices">
      {invoices.map((invoice) => (
        <li key={invoice._id}>
          <a
            href={invoice.url}
            download
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Download aria-hidden="true" className="size-4 shrink-0" />
            {titles[invoice.kind]} {invoice.number} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
