import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { canReviseQuote } from '@trademate/shared/constants/quotes';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useGetJobQuotesQuery } from '../api/get-job-quotes';

/**
 * Where the professional's quote on a job stands, as one link: "Send a quote" before they have
 * one (while the job takes quotes), "Revise your quote" while they may change it, and "View your
 * quote" once it is settled. As a full-width button on the job's page, or a small link in the
 * chat's header.
 */
export function QuoteLink({
  jobId,
  isJobOpen = true,
  variant = 'button',
}: {
  jobId: string;
  /** Whether the job still takes new quotes; a quote already sent stays reachable either way. */
  isJobOpen?: boolean;
  variant?: 'button' | 'link';
}) {
  const { data } = useGetJobQuotesQuery({ jobId });
  if (!data) return null;
  const mine = data.items[0];
  const isRevisable = mine !== undefined && canReviseQuote(mine.status);
  const link = !mine
    ? isJobOpen
      ? { to: paths.sendQuote.href(jobId), label: 'Send a quote' }
      : null
    : isRevisable
      ? { to: paths.sendQuote.href(jobId), label: 'Revise your quote' }
      : { to: paths.quote.href(mine._id), label: 'View your quote' };
  if (!link) return null;
  if (variant === 'link') {
    return (
      <Link
        to={link.to}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <FileText aria-hidden="true" className="size-4" />
        {link.label}
      </Link>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <ButtonLink to={link.to} variant="secondary" className="w-full">
        <FileText aria-hidden="true" className="size-4" />
        {link.label}
      </ButtonLink>
      {mine && isRevisable && (
        <ButtonLink to={paths.quote.href(mine._id)} variant="ghost" size="sm" className="w-full">
          View your quote
        </ButtonLink>
      )}
    </div>
  );
}
