import { formatAud } from '@trademate/shared/constants/plans';
import { cn } from '@/components/ui/cn';

/** The money on a quote at a glance: each figure a label over its amount. */
export function PaymentFigures({
  figures,
  className,
}: {
  figures: { label: string; cents: number }[];
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {figures.map(({ label, cents }) => (
        <div key={label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 text-base font-semibold text-slate-900">{formatAud(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
