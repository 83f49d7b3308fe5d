import { Download, MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { licenceNeedsFor } from '@trademate/shared/constants/licence-rules';
import { formatAud } from '@trademate/shared/constants/plans';
import { canReviseQuote } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail } from '@trademate/shared/schemas/quotes';
import { LicenceNotice } from '@/components/credentials';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { useGetQuoteQuery } from '../api/get-quote';
import { WithdrawQuoteDialog } from '../components/quote-answer-dialogs';
import { QuoteChangesView } from '../components/quote-changes-view';
import { QuoteClientActions } from '../components/quote-client-actions';
import {
  QuoteLoadFailed,
  QuoteLoading,
  QuoteMessage,
  QuotePageShell,
} from '../components/quote-page-shell';
import { QuoteProfessionalFacts, QuoteProfessionalHeading } from '../components/quote-professional';
import { QuoteStatusBadge } from '../components/quote-status-badge';
import { QuoteVariationsSection } from '../components/quote-variations-section';
import { QuoteVersionView } from '../components/quote-version-view';
import { agreementUrl } from '../utils/quote-format';

const m = messages.quotes;

/** What the professional can do with their quote: revise it while they may, withdraw it while open. */
function ProfessionalActions({
  quote,
  onNotice,
}: {
  quote: QuoteDetail;
  onNotice: (notice: string) => void;
}) {
  const [isWithdrawing, setWithdrawing] = useState(false);
  if (!canReviseQuote(quote.status)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink size="sm" to={paths.sendQuote.href(quote.job._id)}>
        Revise quote
      </ButtonLink>
      {quote.status === 'sent' && (
        <Button size="sm" variant="secondary" onClick={() => setWithdrawing(true)}>
          Withdraw quote
        </Button>
      )}
      {isWithdrawing && (
        <WithdrawQuoteDialog
          quote={quote}
          onWithdrawn={onNotice}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </div>
  );
}

/**
 * What the law asks of work at this quote's price in the job's state (decision 025), read from the
 * quote's total so both people see it before the client accepts, and on the agreement after.
 */
function QuoteLicenceNotice({ quote }: { quote: QuoteDetail }) {
  const total = quote.current.totalCents;
  const dollars = Math.ceil(total / 100);
  const needs = licenceNeedsFor({
    state: quote.job.state,
    serviceSlug: quote.job.serviceSlug,
    budgetMin: dollars,
    budgetMax: dollars,
  });
  if (!needs) return null;
  return (
    <LicenceNotice
      needs={needs}
      priceLine={`This quote comes to ${formatAud(total)}.`}
      audience={quote.isMine ? 'professional' : 'client'}
    />
  );
}

/** What another feature draws on an accepted quote's page (the payments held on it). */
export type QuotePaymentsSlot = (quote: QuoteDetail) => ReactNode;

function QuoteView({
  quote,
  notice,
  payments,
}: {
  quote: QuoteDetail;
  notice: string | null;
  payments?: QuotePaymentsSlot;
}) {
  const [latestNotice, setLatestNotice] = useState(notice);
  const { current } = quote;
  return (
    <div className="space-y-6">
      {latestNotice && <Alert tone="success">{latestNotice}</Alert>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:order-2">
          <Card title="Where it stands">
            <div className="space-y-4">
              <div className="flex flex-wrap items-center gap-2">
                <QuoteStatusBadge status={quote.status} isMine={quote.isMine} />
                <span className="text-sm text-slate-600">Version {current.version}</span>
              </div>
              {quote.acceptedAt && (
                <p className="text-sm text-slate-700">
                  Accepted on {formatLongDate(quote.acceptedAt)}.
                </p>
              )}
              {quote.declineReason && (
                <div className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ring-inset">
                  <p className="font-semibold text-slate-900">
                    {quote.isMine
                      ? `${quote.job.clientFirstName} declined because:`
                      : 'You declined because:'}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700">{quote.declineReason}</p>
                </div>
              )}
              {quote.isMine ? (
                <ProfessionalActions quote={quote} onNotice={setLatestNotice} />
              ) : (
                <QuoteClientActions quote={quote} onNotice={setLatestNotice} />
              )}
              {quote.status === 'accepted' && (
                <a
                  href={agreementUrl(quote._id)}
                  download
                  className={buttonClasses({ size: 'sm' })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download the agreement
                </a>
              )}
              {quote.conversationId && (
                <ButtonLink
                  size="sm"
                  variant="ghost"
                  to={paths.chat.href(quote.conversationId)}
                  className="w-full"
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  Open the chat
                </ButtonLink>
              )}
            </div>
          </Card>
          {!quote.isMine && (
            <Card title="The professional">
              <QuoteProfessionalHeading professional={quote.professional} />
              <div className="mt-4">
                <QuoteProfessionalFacts professional={quote.professional} />
              </div>
            </Card>
          )}
        </div>
        <div className="space-y-6 lg:order-1 lg:col-span-2">
          {quote.status === 'accepted' && payments?.(quote)}
          <QuoteLicenceNotice quote={quote} />
          <Card
            title="The quote"
            description={`Version ${current.version}, sent ${formatLongDate(current.createdAt)}. Prices are in Australian dollars.`}
          >
            <QuoteVersionView version={current} />
          </Card>
          <QuoteVariationsSection quote={quote} onNotice={setLatestNotice} />
          {quote.versions.length > 1 && (
            <Card title="What changed" description="Each version against the one before it.">
              <QuoteChangesView versions={quote.versions} />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * `/quotes/:id`: a quote for its client or its professional: the current version in full, where
 * it stands, what each revision changed, and what the reader can do with it; `payments` draws
 * what is paid through TradeMate on it once accepted (composed in app/routes, as features do not
 * import each other).
 */
export default function QuotePage({ payments }: { payments?: QuotePaymentsSlot } = {}) {
  const { id = '' } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const { data: quote, error, refetch } = useGetQuoteQuery(id);
  const status = (error as ApiError | undefined)?.status;

  let content;
  if (quote) {
    content = <QuoteView key={quote._id} quote={quote} notice={notice} payments={payments} />;
  } else if (status === 404 || status === 400) content = <QuoteMessage title={m.notFound} />;
  else if (error) content = <QuoteLoadFailed error={error} onRetry={() => void refetch()} />;
  else content = <QuoteLoading label="Loading the quote" />;

  const back = quote
    ? quote.isMine
      ? { to: paths.jobRequest.href(quote.job._id), label: 'Back to the job' }
      : { to: paths.myJob.href(quote.job._id), label: 'Back to your job' }
    : undefined;
  return (
    <QuotePageShell
      pageTitle={quote ? `Quote: ${quote.job.title}` : 'Quote'}
      heading={quote ? quote.job.title : 'Quote'}
      lead={
        quote
          ? quote.isMine
            ? `Your quote for ${quote.job.clientFirstName}`
            : `Quote from ${quote.professional.fullName}`
          : 'A written quote for a job.'
      }
      back={back}
    >
      {content}
    </QuotePageShell>
  );
}
