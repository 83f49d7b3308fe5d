import type { QuoteStatus } from '@trademate/shared/constants/quotes';
import { cn } from '@/components/ui/cn';
import { statusText } from '../utils/quote-format';

const tones: Record<QuoteStatus, string> = {
  sent: 'bg-brand-50 text-brand-800 ring-brand-200',
  expired: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
  notChosen: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Where a quote stands, as a coloured pill worded for its reader. */
export function QuoteStatusBadge({
  status,
  isMine,
  className,
}: {
  status: QuoteStatus;
  isMine: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {statusText(status, isMine)}
    </span>
  );
}
