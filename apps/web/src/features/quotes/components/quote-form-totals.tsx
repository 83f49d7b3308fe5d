import { useWatch, type Control } from 'react-hook-form';
import { formatAud } from '@trademate/shared/constants/plans';
import type { QuoteInput } from '@trademate/shared/schemas/quotes';
import { liveTotals, type QuoteFormValues } from '../utils/quote-form-values';

function Row({ label, value, isTotal }: { label: string; value: string; isTotal?: boolean }) {
  return (
    <div
      className={
        isTotal
          ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900'
          : 'flex justify-between gap-4 text-slate-700'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The quote's figures as the professional types: labour, materials and the total before GST. The
 * form cannot know whether their ABN is registered for GST, so it says GST is added if it is;
 * the quote, once sent, shows what the API worked out.
 */
export function QuoteFormTotals({
  control,
}: {
  control: Control<QuoteFormValues, unknown, QuoteInput>;
}) {
  const [items, deposit] = useWatch({ control, name: ['items', 'deposit'] });
  const totals = liveTotals({ items, deposit });
  return (
    <section
      aria-label="Totals"
      className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset"
    >
      <dl className="space-y-2">
        <Row label="Labour" value={formatAud(totals.labourCents)} />
        <Row label="Materials" value={formatAud(totals.materialsCents)} />
        <Row label="Total before GST" value={formatAud(totals.subtotalCents)} isTotal />
        {deposit.kind !== 'none' && (
          <Row label="Deposit (before GST)" value={formatAud(totals.depositCents)} />
        )}
      </dl>
      <p className="mt-3 text-slate-600">
        GST is added if your ABN is registered for GST. The quote shows its final total once sent.
      </p>
    </section>
  );
}
