import { formatAud } from '@trademate/shared/constants/plans';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { useGetInvoicesInfiniteQuery } from '../api/get-invoices';

/** The user's tax invoices, newest first, each with its PDF; more on request. */
export function InvoiceList() {
  const { data, error, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetInvoicesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const invoices = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) return <Spinner label="Loading invoices" />;
  if (error && invoices.length === 0) return <Alert>{(error as ApiError).message}</Alert>;
  if (invoices.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No invoices yet. A tax invoice appears here after each payment.
      </p>
    );
  }
  return (
    <div>
      <ul aria-label="Tax invoices" className="divide-y divide-slate-100">
        {invoices.map((invoice) => (
          <li
            key={invoice._id}
            className="grid gap-1 py-4 sm:grid-cols-[8rem_9rem_1fr_6rem_auto] sm:items-center sm:gap-4"
          >
            <span className="font-semibold text-slate-900">{invoice.number}</span>
            <span className="text-sm text-slate-600">{formatLongDate(invoice.issuedAt)}</span>
            <span className="text-sm text-slate-700">{invoice.description}</span>
            <span className="text-sm font-semibold text-slate-900 sm:text-right">
              {formatAud(invoice.amountCents)}
            </span>
            <a
              href={invoice.pdfUrl}
              download
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              aria-label={`Download PDF of tax invoice ${invoice.number}`}
            >
              Download PDF
            </a>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}
