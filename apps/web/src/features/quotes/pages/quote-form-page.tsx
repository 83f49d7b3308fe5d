import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import { canReviseQuote } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetJobForQuoteQuery } from '../api/get-job-for-quote';
import { useGetJobQuotesQuery } from '../api/get-job-quotes';
import { QuoteForm } from '../components/quote-form';
import {
  QuoteLoadFailed,
  QuoteLoading,
  QuoteMessage,
  QuotePageShell,
} from '../components/quote-page-shell';

const m = messages.quotes;

function isMissing(error: unknown) {
  const status = (error as ApiError | undefined)?.status;
  return status === 404 || status === 400;
}

/**
 * `/jobRequest/:id/quote`: the professional's quote on a job they contacted the client about. The
 * first time it sends a quote; once they have one, it revises it, filled in from its current
 * version. Sent, it opens the quote's page; `feeTerms` says what TradeMate keeps of a payment
 * through it (composed in app/routes).
 */
export default function QuoteFormPage({
  feeTerms,
}: {
  /** What TradeMate keeps when the client pays through it (another feature's), above the button. */
  feeTerms?: ReactNode;
} = {}) {
  const { id: jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useGetJobForQuoteQuery(jobId);
  const quotes = useGetJobQuotesQuery({ jobId });
  const existing = quotes.data?.items[0] ?? null;
  const backToJob = { to: paths.jobRequest.href(jobId), label: 'Back to the job' };

  let content;
  const error = job.error ?? quotes.error;
  if (isMissing(error)) {
    content = (
      <QuoteMessage
        title={m.jobNotFound}
        action={{ to: paths.jobRequests.href(), label: 'See the open job requests' }}
      />
    );
  } else if (error) {
    content = (
      <QuoteLoadFailed
        error={error}
        onRetry={() => {
          void job.refetch();
          void quotes.refetch();
        }}
      />
    );
  } else if (!job.data || !quotes.data) {
    content = <QuoteLoading label="Loading the job" />;
  } else if (!job.data.hasContacted) {
    content = (
      <QuoteMessage
        title={m.notContacted}
        action={{ to: paths.contactClient.href(jobId), label: 'Contact the client' }}
      />
    );
  } else if (existing && !canReviseQuote(existing.status)) {
    content = (
      <QuoteMessage
        title={m.cannotRevise}
        action={{ to: paths.quote.href(existing._id), label: 'View your quote' }}
      />
    );
  } else if (!existing && !canContactAboutJob(job.data.status)) {
    content = <QuoteMessage title={m.jobNotOpen} action={backToJob} />;
  } else {
    content = (
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <QuoteForm
          key={existing ? `${existing._id}-${existing.current.version}` : 'new'}
          job={job.data}
          existing={existing}
          feeTerms={feeTerms}
          onSaved={(quote) =>
            void navigate(paths.quote.href(quote._id), {
              state: { notice: existing ? m.revised : m.sent },
            })
          }
        />
      </div>
    );
  }

  const heading = existing ? 'Revise your quote' : 'Send a quote';
  return (
    <QuotePageShell
      pageTitle={heading}
      heading={heading}
      lead={
        job.data
          ? `${job.data.title} · for ${job.data.client.firstName} in ${job.data.city}, ${job.data.state}`
          : 'A written quote for the client to compare and accept.'
      }
      back={backToJob}
    >
      {content}
    </QuotePageShell>
  );
}
