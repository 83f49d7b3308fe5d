import { ShieldCheck } from 'lucide-react';
import { isLicenceExpired } from '@trademate/shared/constants/licence-rules';
import * as messages from '@trademate/shared/messages';
import type { Licence, LicenceSummary } from '@trademate/shared/schemas/credentials';
import { todayInAustralia } from '@trademate/shared/schemas/jobs';
import { cn } from '@/components/ui/cn';
import { formatLongDate } from '@/lib/format';

const m = messages.licences;

/** The "Expired" flag beside a licence whose expiry date has passed. */
export function ExpiredBadge() {
  return (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
      {m.expired}
    </span>
  );
}

/**
 * A professional's licences as a card shows them: trade and state, an expired one flagged. Nothing
 * when they recorded none.
 */
export function LicenceChips({
  licences,
  className,
}: {
  licences: readonly LicenceSummary[];
  className?: string;
}) {
  if (licences.length === 0) return null;
  const today = todayInAustralia();
  return (
    <ul aria-label="Licences" className={cn('flex flex-wrap gap-1.5', className)}>
      {licences.map((licence) => {
        const isExpired = isLicenceExpired(licence.expiresOn, today);
        return (
          <li
            key={licence._id}
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
              isExpired
                ? 'bg-slate-50 text-slate-500 ring-slate-200'
                : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
            )}
          >
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            <span>
              {m.tradeLabels[licence.trade]} licence · {licence.state}
            </span>
            {isExpired && <span className="font-semibold text-red-700">· {m.expired}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** A professional's licences in full: trade, state, number, class and expiry, expired ones flagged. */
export function LicenceList({
  licences,
  emptyText = m.none,
  actions,
}: {
  licences: readonly Licence[];
  emptyText?: string;
  /** Buttons at the end of each row (the holder's "Remove"). */
  actions?: (licence: Licence) => React.ReactNode;
}) {
  if (licences.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  const today = todayInAustralia();
  return (
    <ul className="divide-y divide-slate-100">
      {licences.map((licence) => {
        const isExpired = isLicenceExpired(licence.expiresOn, today);
        return (
          <li
            key={licence._id}
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <ShieldCheck
                  aria-hidden="true"
                  className={cn('size-4', isExpired ? 'text-slate-400' : 'text-emerald-600')}
                />
                <span>
                  {m.tradeLabels[licence.trade]} · {licence.state}
                </span>
                {isExpired && <ExpiredBadge />}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                {m.licenceNumber(licence.number)}
                {licence.licenceClass && ` · ${licence.licenceClass}`}
              </p>
              <p className={cn('text-sm', isExpired ? 'text-red-700' : 'text-slate-500')}>
                {isExpired
                  ? m.expiredOn(formatLongDate(licence.expiresOn))
                  : m.expiresOn(formatLongDate(licence.expiresOn))}
              </p>
            </div>
            {actions && <div className="sm:shrink-0">{actions(licence)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
