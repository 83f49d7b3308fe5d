import { useState } from 'react';
import {
  formatAudChange,
  type VariationStatus,
} from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail, QuoteVariation } from '@trademate/shared/schemas/quotes';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatLongDate } from '@/lib/format';
import { lineDetailText } from '../utils/quote-format';
import {
  ApproveVariationDialog,
  DeclineVariationDialog,
  WithdrawVariationDialog,
} from './variation-dialogs';

const m = messages.quotes;
const mv = messages.quoteVariations;

const tones: Record<VariationStatus, string> = {
  proposed: 'bg-brand-50 text-brand-800 ring-brand-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function VariationStatusBadge({ status }: { status: VariationStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {mv.status[status]}
    </span>
  );
}

/** When the variation was proposed, and when it was answered or withdrawn. */
function datesText(variation: QuoteVariation): string {
  const proposed = `Proposed ${formatLongDate(variation.createdAt)}`;
  const settled =
    variation.approvedAt ?? variation.declinedAt ?? variation.withdrawnAt ?? undefined;
  if (!settled) return proposed;
  return `${proposed} · ${mv.status[variation.status].toLowerCase()} ${formatLongDate(settled)}`;
}

type Acting = 'approve' | 'decline' | 'withdraw' | null;

/**
 * What the reader may do with a variation still proposed: the client approves it (while the job
 * is in progress) or declines it; the professional withdraws it.
 */
function VariationActions({
  quote,
  variation,
  onNotice,
}: {
  quote: QuoteDetail;
  variation: QuoteVariation;
  onNotice: (notice: string) => void;
}) {
  const [acting, setActing] = useState<Acting>(null);
  if (variation.status !== 'proposed') return null;
  const close = () => setActing(null);
  const dialogProps = { quote, variation, onDone: onNotice, onClose: close };
  const name = mv.title(variation.number).toLowerCase();
  return (
    <div className="flex flex-wrap gap-2">
      {quote.isMine ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setActing('withdraw')}
          aria-label={`Withdraw ${name}`}
        >
          Withdraw
        </Button>
      ) : (
        <>
          {quote.job.status === 'in_progress' && (
            <Button size="sm" onClick={() => setActing('approve')} aria-label={`Approve ${name}`}>
              Approve
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setActing('decline')}
            aria-label={`Decline ${name}`}
          >
            Decline
          </Button>
        </>
      )}
      {acting === 'approve' && <ApproveVariationDialog {...dialogProps} />}
      {acting === 'decline' && <DeclineVariationDialog {...dialogProps} />}
      {acting === 'withdraw' && <WithdrawVariationDialog {...dialogProps} />}
    </div>
  );
}

/**
 * One variation: its number, where it stands and when, the reason, each line added or removed
 * with its amount, what it changes the price by, the client's reason once declined, and what the
 * reader can do with it.
 */
export function VariationView({
  quote,
  variation,
  onNotice,
}: {
  quote: QuoteDetail;
  variation: QuoteVariation;
  onNotice: (notice: string) => void;
}) {
  const title = mv.title(variation.number);
  return (
    <article aria-label={title} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <VariationStatusBadge status={variation.status} />
      </div>
      <p className="text-sm text-slate-600">{datesText(variation)}</p>
      <p className="text-sm whitespace-pre-line text-slate-800">{variation.reason}</p>
      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200 ring-inset">
        {variation.lines.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                {mv.changed[line.change]}: {line.description}
              </p>
              <p className="mt-0.5 text-slate-600 tabular-nums">
                {m.kinds[line.kind]} · {lineDetailText(line)}
              </p>
            </div>
            <p className="shrink-0 font-medium text-slate-900 tabular-nums">
              {formatAudChange(line.totalCents)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        {variation.gstRegistered && (
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>GST</dt>
            <dd className="tabular-nums">{formatAudChange(variation.gstCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 font-semibold text-slate-900">
          <dt>{variation.gstRegistered ? 'This variation, with GST' : 'This variation'}</dt>
          <dd className="tabular-nums">{formatAudChange(variation.totalCents)}</dd>
        </div>
      </dl>
      {variation.declineReason && (
        <div className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ring-inset">
          <p className="font-semibold text-slate-900">
            {quote.isMine
              ? `${quote.job.clientFirstName} declined because:`
              : 'You declined because:'}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{variation.declineReason}</p>
        </div>
      )}
      <VariationActions quote={quote} variation={variation} onNotice={onNotice} />
    </article>
  );
}
