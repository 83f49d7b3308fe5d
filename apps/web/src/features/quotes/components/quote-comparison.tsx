import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JobStatus } from '@trademate/shared/constants/jobs';
import { formatAud } from '@trademate/shared/constants/plans';
import type { QuoteSort } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatShortDate } from '@/lib/format';
import { quoteSortOf, useGetJobQuotesQuery } from '../api/get-job-quotes';
import { agreementUrl, depositText } from '../utils/quote-format';
import { QuoteClientActions } from './quote-client-actions';
import { QuoteProfessionalFacts, QuoteProfessionalHeading } from './quote-professional';
import { QuoteStatusBadge } from './quote-status-badge';

const m = messages.quotes;

const sortOptions: { value: QuoteSort; label: string }[] = [
  { value: 'price', label: 'Price, lowest first' },
  { value: 'rating', label: 'Rating, highest first' },
];

/** One quote as a card of the comparison: who, how much, when, and what the client can do. */
function QuoteCard({ quote, onNotice }: { quote: Quote; onNotice: (notice: string) => void }) {
  const headingId = useId();
  const { current } = quote;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <QuoteProfessionalHeading professional={quote.professional} headingId={headingId} />
          <QuoteStatusBadge status={quote.status} isMine={false} />
        </div>
        <div>
          <p className="text-2xl font-bold text-slate-900 tabular-nums">
            {formatAud(current.totalCents)}
          </p>
          {/* The ABN (or its absence) is among the facts below: here, only the GST. */}
          <p className="text-xs text-slate-600">
            {current.gstRegistered ? m.gstIncluded(current.gstCents) : m.gstNotRegistered}
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">Deposit</dt>
            <dd className="font-medium break-words text-slate-900">{depositText(current)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">Can start</dt>
            <dd className="font-medium text-slate-900">{formatShortDate(current.earliestStart)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">Valid until</dt>
            <dd className="font-medium text-slate-900">{formatShortDate(current.validUntil)}</dd>
          </div>
        </dl>
        <QuoteProfessionalFacts professional={quote.professional} />
        <QuoteClientActions quote={quote} showView onNotice={onNotice} className="mt-auto" />
      </article>
    </li>
  );
}

/** The quote the client accepted: the agreed price and the agreement to keep. */
function AgreedPrice({ quote }: { quote: Quote }) {
  return (
    <div className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200 ring-inset">
      <p>
        You accepted {quote.professional.fullName}&apos;s quote. Agreed price:{' '}
        <span className="font-semibold tabular-nums">{formatAud(quote.current.totalCents)}</span>
        {quote.current.depositCents > 0 &&
          `, with a deposit of ${formatAud(quote.current.depositCents)}`}
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={agreementUrl(quote._id)} download className={buttonClasses({ size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          Download the agreement
        </a>
        <ButtonLink size="sm" variant="secondary" to={paths.quote.href(quote._id)}>
          View the accepted quote
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The client's comparison of the quotes on their job, side by side on a wide screen and one under
 * another on a phone, sorted by price or rating (`?sort=`); once one is accepted, the agreed price
 * and the agreement lead. Nothing on a job that is no longer open and had no quotes.
 */
export function QuoteComparison({ jobId, jobStatus }: { jobId: string; jobStatus: JobStatus }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = quoteSortOf(searchParams);
  const { data, error, refetch } = useGetJobQuotesQuery({ jobId, sort });
  const [notice, setNotice] = useState<string | null>(null);
  const quotes = data?.items ?? [];
  const accepted = quotes.find((quote) => quote.status === 'accepted');

  if (data && quotes.length === 0 && jobStatus !== 'open') return null;
  return (
    <Card
      title={data ? `Quotes (${quotes.length})` : 'Quotes'}
      description={
        accepted
          ? undefined
          : 'Compare the written quotes professionals sent you. Accepting one hires that professional.'
      }
    >
      <div className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
        {accepted && <AgreedPrice quote={accepted} />}
        {error ? (
          <Alert>
            {(error as ApiError).message}{' '}
            <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !data ? (
          <Spinner label="Loading the quotes" />
        ) : quotes.length === 0 ? (
          <p className="text-sm text-slate-600">
            No quotes yet. A professional who contacted you can send one, and it shows here.
          </p>
        ) : (
          <>
            {quotes.length > 1 && (
              <Select
                label="Sort quotes by"
                options={sortOptions}
                value={sort}
                className="sm:max-w-xs"
                onChange={(event) =>
                  setSearchParams(
                    (params) => {
                      params.set('sort', event.target.value);
                      return params;
                    },
                    { replace: true },
                  )
                }
              />
            )}
            <ul aria-label="Quotes" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {quotes.map((quote) => (
                <QuoteCard key={quote._id} quote={quote} onNotice={setNotice} />
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
