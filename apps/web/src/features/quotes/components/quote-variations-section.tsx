import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatAud } from '@trademate/shared/constants/plans';
import { formatAudChange } from '@trademate/shared/constants/quote-variations';
import type { QuoteDetail } from '@trademate/shared/schemas/quotes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VariationForm } from './variation-form';
import { VariationView } from './variation-view';

/** The agreed total, and how the accepted quote and the approved variations make it up. */
function AgreedTotal({
  quote,
  agreedTotalCents,
}: {
  quote: QuoteDetail;
  agreedTotalCents: number;
}) {
  const approved = quote.variations.filter((variation) => variation.status === 'approved');
  const changedBy = agreedTotalCents - quote.current.totalCents;
  return (
    <div className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
      <dl>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-sm font-semibold text-emerald-900">Agreed total</dt>
          <dd className="text-xl font-semibold text-emerald-950 tabular-nums">
            {formatAud(agreedTotalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-emerald-900">
        {approved.length === 0
          ? `The accepted quote's ${formatAud(quote.current.totalCents)}; no variation approved yet.`
          : `The accepted quote's ${formatAud(quote.current.totalCents)} and ${approved.length === 1 ? '1 approved variation' : `${approved.length} approved variations`} (${formatAudChange(changedBy)}).`}
      </p>
    </div>
  );
}

/**
 * The variations of an accepted quote: the agreed total, every variation newest first with where
 * it stands, the professional's "Propose a variation" while the job is in progress, and the
 * client's answers. Nothing for a quote not accepted.
 */
export function QuoteVariationsSection({
  quote,
  onNotice,
}: {
  quote: QuoteDetail;
  onNotice: (notice: string) => void;
}) {
  const [isProposing, setProposing] = useState(false);
  if (quote.status !== 'accepted' || quote.agreedTotalCents === null) return null;
  const canPropose = quote.isMine && quote.job.status === 'in_progress';
  return (
    <Card
      title="Variations"
      description={
        quote.isMine
          ? 'Work added or removed after acceptance. The client approves or declines each variation.'
          : 'Work the professional adds or removes after acceptance. Each changes the price only once you approve it.'
      }
    >
      <div className="space-y-6">
        <AgreedTotal quote={quote} agreedTotalCents={quote.agreedTotalCents} />
        {canPropose &&
          (isProposing ? (
            <VariationForm
              quote={quote}
              onProposed={(notice) => {
                setProposing(false);
                onNotice(notice);
              }}
              onCancel={() => setProposing(false)}
            />
          ) : (
            <Button size="sm" onClick={() => setProposing(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Propose a variation
            </Button>
          ))}
        {quote.variations.length === 0 ? (
          <p className="text-sm text-slate-600">No variations yet.</p>
        ) : (
          <ol className="space-y-6 divide-y divide-slate-200">
            {quote.variations.map((variation) => (
              <li key={variation.number} className="pt-6 first:pt-0">
                <VariationView quote={quote} variation={variation} onNotice={onNotice} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
