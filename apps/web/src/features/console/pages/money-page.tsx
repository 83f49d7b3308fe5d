import { useMemo } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { MoneyReport } from '@trademate/shared/schemas/job-payments';
import { numbersPeriods, type NumbersPeriod } from '@trademate/shared/constants/numbers';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetMoneyQuery } from '../api/money';
import { ChoiceButtons } from '../components/choice-buttons';
import { MoneyDifferences, MoneyTable } from '../components/money-tables';
import { NumbersChart } from '../components/numbers-chart';
import { periodLabel, shortPeriodLabel } from '../utils/periods';

const m = messages.money;
const labels = m.figureLabels;

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

function Figure({ label, value, link }: { label: string; value: string; link?: string }) {
  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="money-figure"
    >
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
        {link ? (
          <Link to={link} className="text-brand-700 underline-offset-2 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </p>
    </li>
  );
}

function Charts({ report }: { report: MoneyReport }) {
  const view = useMemo(() => {
    const rows = report.rows;
    const dollars = (read: (row: MoneyReport['rows'][number]) => number) =>
      rows.map((row) => read(row) / 100);
    return {
      periods: rows.map((row) => periodLabel(report.period, row.start)),
      shortPeriods: rows.map((row) => shortPeriodLabel(report.period, row.start)),
      money: [
        { label: labels.charged, color: '#145075', values: dollars((row) => row.chargedCents) },
        { label: labels.released, color: '#16a34a', values: dollars((row) => row.releasedCents) },
        { label: labels.fees, color: '#9333ea', values: dollars((row) => row.feesCents) },
        { label: labels.refunded, color: '#d97706', values: dollars((row) => row.refundedCents) },
      ],
      disputes: [
        {
          label: labels.disputesOpened,
          color: '#db2777',
          values: rows.map((row) => row.disputesOpened),
        },
      ],
    };
  }, [report]);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <NumbersChart
        title="Money through TradeMate"
        periods={view.periods}
        shortPeriods={view.shortPeriods}
        series={view.money}
        format={(value) => wholeDollars.format(value)}
        whole={false}
        showTable={false}
      />
      <NumbersChart
        title={labels.disputesOpened}
        periods={view.periods}
        shortPeriods={view.shortPeriods}
        series={view.disputes}
        format={(value) => count.format(value)}
        showTable={false}
      />
    </div>
  );
}

/**
 * `/admin/money` (admins): money paid through TradeMate on jobs per week or month, what is held
 * now, and whether the ledger, the payment records and the provider agree.
 */
export default function MoneyPage() {
  const staff = useOutletContext<StaffMember | undefined>();
  const [params, setParams] = useSearchParams();
  const period: NumbersPeriod = params.get('period') === 'week' ? 'week' : 'month';
  const isAdmin = !staff || staff.role === 'admin';
  const { data, error, isFetching } = useGetMoneyQuery(
    { period },
    { skip: !isAdmin, refetchOnMountOrArgChange: true },
  );

  return (
    <div className="space-y-6">
      <PageTitle title={m.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.lead}</p>
      </div>
      {!isAdmin ? (
        <Alert tone="error">{messages.staff.notAllowed}</Alert>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <ChoiceButtons
              label="Period"
              choices={numbersPeriods.map((choice) => ({
                value: choice,
                label: choice === 'week' ? 'Weekly' : 'Monthly',
              }))}
              value={period}
              onChoose={(choice) =>
                setParams(choice === 'month' ? {} : { period: choice }, { replace: true })
              }
            />
            {isFetching && <Spinner label="Loading the money report" />}
          </div>
          {error && <Alert tone="error">{(error as ApiError).message}</Alert>}
          {data && (
            <>
              <ul className="grid grid-cols-2 gap-3 sm:max-w-md">
                <Figure label={m.heldNow} value={formatAud(data.heldNowCents)} />
                <Figure
                  label={m.openDisputes}
                  value={count.format(data.openDisputes)}
                  link={consolePaths.disputes.href()}
                />
              </ul>
              <Card title={data.period === 'week' ? 'Per week' : 'Per month'}>
                {data.rows.length === 0 ? (
                  <p className="text-sm text-slate-600">{m.noPeriods}</p>
                ) : (
                  <MoneyTable report={data} />
                )}
              </Card>
              {data.rows.length > 0 && <Charts report={data} />}
              <Card title={m.reconciliationTitle}>
                <MoneyDifferences differences={data.differences} />
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}
