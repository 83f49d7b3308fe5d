import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { MoneyReport } from '@trademate/shared/schemas/job-payments';
import { periodLabel } from '../utils/periods';

const m = messages.money;
const labels = m.figureLabels;

const headCell = 'py-2 pr-4 text-right font-medium whitespace-nowrap last:pr-0';
const cell = 'py-2 pr-4 text-right text-slate-900 tabular-nums whitespace-nowrap last:pr-0';

/** The money report's periods as rows, newest first; focusable, so a keyboard can scroll it. */
export function MoneyTable({ report }: { report: MoneyReport }) {
  const rows = [...report.rows].reverse();
  return (
    <div
      role="region"
      aria-label="Money per period, as a table"
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 focus-visible:outline-2 focus-visible:outline-brand-500 sm:mx-0 sm:px-0"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Money per period, newest first</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Period
            </th>
            <th scope="col" className={headCell}>
              {labels.charged}
            </th>
            <th scope="col" className={headCell}>
              {labels.released}
            </th>
            <th scope="col" className={headCell}>
              {labels.fees}
            </th>
            <th scope="col" className={headCell}>
              {labels.refunded}
            </th>
            <th scope="col" className={headCell}>
              {labels.disputesOpened}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap text-slate-700">
                {periodLabel(report.period, row.start)}
              </th>
              <td className={cell}>{formatAud(row.chargedCents)}</td>
              <td className={cell}>{formatAud(row.releasedCents)}</td>
              <td className={cell}>{formatAud(row.feesCents)}</td>
              <td className={cell}>{formatAud(row.refundedCents)}</td>
              <td className={cell}>{row.disputesOpened}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The payments whose ledger, record and provider disagree, or a line saying all agree. */
export function MoneyDifferences({ differences }: { differences: MoneyReport['differences'] }) {
  if (differences.length === 0) return <p className="text-sm text-emerald-800">{m.reconciled}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-red-800">{m.differencesLead(differences.length)}</p>
      <ul aria-label="Differences" className="divide-y divide-slate-100 text-sm">
        {differences.map((difference, index) => (
          <li key={`${difference.paymentId}-${index}`} className="py-3 first:pt-0 last:pb-0">
            <p className="font-semibold break-words text-slate-900">{difference.jobTitle}</p>
            <p className="text-slate-700">{difference.what}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 text-slate-600 tabular-nums">
              <span>Ledger {formatAud(difference.ledgerCents)}</span>
              <span>Record {formatAud(difference.recordCents)}</span>
              <span>
                Off by {formatAud(Math.abs(difference.ledgerCents - difference.recordCents))}
              </span>
            </p>
            <p className="font-mono text-xs break-all text-slate-500">
              Payment {difference.paymentId}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
