import { useId, type ReactNode } from 'react';
import { formatLogbookHours } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import type { LogbookTotals } from '@trademate/shared/schemas/logbook';
import { Card } from '@/components/ui/card';
import { formatMonth } from '../utils/logbook-dates';
import { HoursChart } from './hours-chart';

const m = messages.logbook;

const VERIFIED_COLOR = '#047857';
const WAITING_COLOR = '#f59e0b';

interface HoursRow {
  key: string;
  label: ReactNode;
  verifiedMinutes: number;
  pendingMinutes: number;
}

/** One cut of the hours as a plain table: what, verified, waiting. */
function HoursTable({
  title,
  column,
  rows,
}: {
  title: string;
  /** What the first column names: "Month", "Unit"… */
  column: string;
  rows: HoursRow[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No hours yet.</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {column}
              </th>
              <th scope="col" className="w-20 py-2 pr-3 text-right font-medium sm:w-24">
                Verified
              </th>
              <th scope="col" className="w-20 py-2 text-right font-medium sm:w-24">
                Waiting
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal break-words text-slate-700">
                  {row.label}
                </th>
                <td className="py-2 pr-3 text-right text-slate-900 tabular-nums">
                  {formatLogbookHours(row.verifiedMinutes)}
                </td>
                <td className="py-2 text-right text-slate-900 tabular-nums">
                  {formatLogbookHours(row.pendingMinutes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Figure({ label, minutes }: { label: string; minutes: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
        {formatLogbookHours(minutes)}
      </dd>
    </div>
  );
}

/**
 * The apprentice's hours since their first entry: verified, waiting and returned, the months as
 * a bar chart, and each cut (unit, level, supervisor, month) as a table.
 */
export function TotalsSection({ totals }: { totals: LogbookTotals }) {
  const months = totals.byMonth;
  const rows = {
    unit: totals.byUnit.map((row) => ({
      ...row,
      key: row.key._id,
      label: (
        <>
          <span className="font-medium text-slate-900">{row.key.code}</span> {row.key.title}
        </>
      ),
    })),
    level: totals.byLevel.map((row) => ({ ...row, key: row.key, label: m.levels[row.key] })),
    supervisor: totals.bySupervisor.map((row) => ({
      ...row,
      key: row.key._id,
      label: `${row.key.firstName} ${row.key.lastName}`,
    })),
    month: [...months]
      .reverse()
      .map((row) => ({ ...row, key: row.key, label: formatMonth(row.key) })),
  };
  return (
    <Card title="Your hours" description="Every entry in your logbook, by where it stands.">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label="Verified" minutes={totals.verifiedMinutes} />
        <Figure label="Waiting" minutes={totals.pendingMinutes} />
        <Figure label="Returned" minutes={totals.returnedMinutes} />
      </dl>
      {months.length > 0 && (
        <figure className="mt-6">
          <figcaption className="text-sm font-semibold text-slate-900">Hours by month</figcaption>
          <HoursChart
            months={months.map((row) => formatMonth(row.key, 'short'))}
            series={[
              {
                label: 'Verified',
                color: VERIFIED_COLOR,
                values: months.map((row) => row.verifiedMinutes / 60),
              },
              {
                label: 'Waiting',
                color: WAITING_COLOR,
                values: months.map((row) => row.pendingMinutes / 60),
              },
            ]}
          />
        </figure>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <HoursTable title="By unit" column="Unit" rows={rows.unit} />
          {rows.unit.length > 0 && (
            <p className="mt-2 text-xs text-slate-500">
              {messages.logbookReports.export.unitsOverlap}
            </p>
          )}
        </div>
        <HoursTable title="By month" column="Month" rows={rows.month} />
        <HoursTable title="By level" column="Level" rows={rows.level} />
        <HoursTable title="By supervisor" column="Supervisor" rows={rows.supervisor} />
      </div>
    </Card>
  );
}
