import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { MoneyReport } from '@trademate/shared/schemas/job-payments';
import { periodLabel } from '../utils/periods';

const m = messages.money;
const labels = m.figureLabels;

const headCell = 'py-2 pr-4 text-right font-medium whitespace-nowrap last:pr-0';
const cell =
  'flex justify-between gap-4 py-0.5 text-slate-900 tabular-nums sm:table-cell sm:py-2 sm:pr-4 sm:text-right sm:whitespace-nowrap sm:last:pr-0';

/** A figure's cell; on a phone, where the row is a card, with its name beside it. */
function Cell({ label, children }: { label: string; children: string | number }) {
  return (
    <td className={cell}>
      <span className="text-slate-600 sm:hidden">{label}</span>
      {children}
    </td>
  );
}

/**
 * The money report's periods as rows, newest first: a table on a wide screen, a card per period
 * on a phone.
 */
export function MoneyTable({ report }: { report: MoneyReport }) {
  const rows = [...report.rows].reverse();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Money per period, newest first</caption>
      <thead className="hidden sm:table-header-group">
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
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.start} className="block py-3 first:pt-0 sm:table-row sm:py-0">
            <th
              scope="row"
              className="block pb-1 text-left font-semibold text-slate-900 sm:table-cell sm:py-2 sm:pr-4 sm:font-normal sm:whitespace-nowrap sm:text-slate-700"
            >
              {periodLabel(report.period, row.start)}
            </th>
            <Cell label={labels.charged}>{formatAud(row.chargedCents)}</Cell>
            <Cell label={labels.released}>{formatAud(row.releasedCents)}</Cell>
            <Cell label={labels.fees}>{formatAud(row.feesCents)}</Cell>
            <Cell label={labels.refunded}>{formatAud(row.refundedCents)}</Cell>
            <Cell label={labels.disputesOpened}>{row.disputesOpened}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
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
            <p className="text-slate-700 first-letter:uppercase">{difference.what}</p>
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
