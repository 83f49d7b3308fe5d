import { useMemo } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { states, stateNames } from '@trademate/shared/constants/states';
import * as messages from '@trademate/shared/messages';
import { numbersPeriods } from '@trademate/shared/constants/numbers';
import type { NumbersBucket, NumbersReport } from '@trademate/shared/schemas/numbers';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { PageTitle } from '@/components/ui/page-title';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { numbersQueryOf, useGetNumbersQuery } from '../api/numbers';
import { ChoiceButtons } from '../components/choice-buttons';
import { NumbersChart, type ChartSeries } from '../components/numbers-chart';
import { periodLabel, shortPeriodLabel } from '../utils/periods';

const m = messages.numbers;
const typeLabels = messages.people.userTypeLabels;

const COLORS = ['#145075', '#d97706', '#16a34a', '#9333ea', '#db2777'];

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const hours = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const percent = new Intl.NumberFormat('en-AU', { style: 'percent', maximumFractionDigits: 1 });

const formatCount = (value: number) => count.format(value);
const formatHours = (value: number) => `${hours.format(value)} h`;
const formatDollars = (value: number) => dollars.format(value);
const formatPercent = (value: number) => percent.format(value);

/** One figure of the report: how to read it from a period, and how to write it. */
interface Figure {
  label: string;
  read: (bucket: NumbersBucket) => number | null;
  format: (value: number) => string;
  /** How a change between two periods reads, when not in the figure's own units. */
  formatChange?: (difference: number) => string;
}

const signUpsTotal = (bucket: NumbersBucket) =>
  Object.values(bucket.signUps).reduce((sum, value) => sum + value, 0);

const tiles: Figure[] = [
  { label: 'Sign-ups', read: signUpsTotal, format: formatCount },
  { label: 'Jobs posted', read: (b) => b.jobsPosted, format: formatCount },
  { label: 'Jobs with a contact', read: (b) => b.jobsContacted, format: formatCount },
  { label: 'Hires', read: (b) => b.hires, format: formatCount },
  { label: 'Completed jobs', read: (b) => b.completedJobs, format: formatCount },
  { label: 'Reviews', read: (b) => b.reviews, format: formatCount },
  {
    label: 'Median time to first contact',
    read: (b) => b.medianHoursToFirstContact,
    format: formatHours,
  },
  { label: 'Trials started', read: (b) => b.trialsStarted, format: formatCount },
  { label: 'Trials converted', read: (b) => b.trialsConverted, format: formatCount },
  { label: 'Paying professionals', read: (b) => b.payingProfessionals, format: formatCount },
  { label: 'Monthly recurring revenue', read: (b) => b.mrrCents / 100, format: formatDollars },
  {
    label: 'Churn',
    read: (b) => b.churnRate,
    format: formatPercent,
    // A rate's change is in percentage points, not a percentage of itself.
    formatChange: (difference) => `${hours.format(difference * 100)} points`,
  },
];

interface ChartDefinition {
  title: string;
  series: ChartSeries[];
  format: (value: number) => string;
  whole: boolean;
}

function chartsOf(buckets: NumbersBucket[]): ChartDefinition[] {
  const line = (label: string, index: number, read: Figure['read']): ChartSeries => ({
    label,
    color: COLORS[index % COLORS.length]!,
    values: buckets.map(read),
  });
  return [
    {
      title: 'Sign-ups by account type',
      series: (['client', 'tradie', 'freeTradie', 'apprentice'] as const).map((type, index) =>
        line(typeLabels[type], index, (b) => b.signUps[type]),
      ),
      format: formatCount,
      whole: true,
    },
    {
      title: 'Jobs',
      series: [
        line('Posted', 0, (b) => b.jobsPosted),
        line('With a contact', 1, (b) => b.jobsContacted),
        line('Hires', 2, (b) => b.hires),
        line('Completed', 3, (b) => b.completedJobs),
        line('Reviews', 4, (b) => b.reviews),
      ],
      format: formatCount,
      whole: true,
    },
    {
      title: 'Median time to first contact',
      series: [line('Hours', 0, (b) => b.medianHoursToFirstContact)],
      format: formatHours,
      whole: false,
    },
    {
      title: 'Trials',
      series: [
        line('Started', 0, (b) => b.trialsStarted),
        line('Converted to paid', 1, (b) => b.trialsConverted),
      ],
      format: formatCount,
      whole: true,
    },
    {
      title: 'Paying professionals at the end of the period',
      series: [line('Paying', 0, (b) => b.payingProfessionals)],
      format: formatCount,
      whole: true,
    },
    {
      title: 'Monthly recurring revenue at the end of the period',
      series: [line('MRR', 0, (b) => b.mrrCents / 100)],
      format: formatDollars,
      whole: false,
    },
    {
      title: 'Churn',
      series: [line('Stopped paying', 0, (b) => b.churnRate)],
      format: formatPercent,
      whole: false,
    },
  ];
}

function changeText(
  figure: Figure,
  latest: number | null,
  previous: number | null,
  period: string,
) {
  if (latest === null || previous === null) return null;
  const difference = latest - previous;
  if (Math.abs(difference) < 1e-9) return `${m.noChange} on the ${period} before`;
  const sign = difference > 0 ? '+' : '−';
  const size = (figure.formatChange ?? figure.format)(Math.abs(difference));
  return `${sign}${size} on the ${period} before`;
}

/** The headline tiles: each figure in the latest period, and how it moved since the one before. */
function Tiles({ report }: { report: NumbersReport }) {
  const latest = report.buckets.at(-1);
  const previous = report.buckets.at(-2);
  if (!latest) return null;
  return (
    <section aria-labelledby="numbers-latest">
      <h2 id="numbers-latest" className="text-lg font-semibold text-slate-900">
        {periodLabel(report.period, latest.start)}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {tiles.map((figure) => {
          const value = figure.read(latest);
          const change = changeText(
            figure,
            value,
            previous ? figure.read(previous) : null,
            report.period,
          );
          return (
            <li
              key={figure.label}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              data-testid="numbers-tile"
            >
              <p className="text-sm text-slate-600">{figure.label}</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
                {value === null ? m.notApplicable : figure.format(value)}
              </p>
              {change && <p className="mt-1 text-xs text-slate-500">{change}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** `/admin/numbers` (admins): the marketplace's figures per week or month, by state. */
export default function NumbersPage() {
  const staff = useOutletContext<StaffMember | undefined>();
  const [params, setParams] = useSearchParams();
  const query = numbersQueryOf(params);
  const period = query.period ?? 'week';
  const isAdmin = !staff || staff.role === 'admin';
  const { data, error, isFetching } = useGetNumbersQuery(query, { skip: !isAdmin });

  const choose = (key: 'period' | 'state', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const view = useMemo(
    () =>
      data && {
        periods: data.buckets.map((b) => periodLabel(data.period, b.start)),
        shortPeriods: data.buckets.map((b) => shortPeriodLabel(data.period, b.start)),
        charts: chartsOf(data.buckets),
      },
    [data],
  );

  return (
    <div className="space-y-6">
      <PageTitle title={m.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.lead}</p>
        {isAdmin && (
          <Link
            to={consolePaths.money.href()}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {messages.money.fromNumbers} →
          </Link>
        )}
      </div>
      {!isAdmin ? (
        <Alert tone="error">{messages.staff.notAllowed}</Alert>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <ChoiceButtons
              label="Period"
              choices={numbersPeriods.map((choice) => ({
                value: choice,
                label: choice === 'week' ? 'Weekly' : 'Monthly',
              }))}
              value={period}
              onChoose={(choice) => choose('period', choice)}
            />
            <Select
              label="State"
              className="w-56"
              value={query.state ?? ''}
              onChange={(event) => choose('state', event.target.value)}
              options={[
                { value: '', label: m.allStates },
                ...states.map((state) => ({ value: state, label: stateNames[state] })),
              ]}
            />
            {isFetching && <Spinner label="Loading the numbers" />}
          </div>
          {error && <Alert tone="error">{(error as ApiError).message}</Alert>}
          {data && view && (
            <>
              <Tiles report={data} />
              <div className="grid items-start gap-4 lg:grid-cols-2">
                {view.charts.map((chart) => (
                  <NumbersChart
                    key={chart.title}
                    title={chart.title}
                    periods={view.periods}
                    shortPeriods={view.shortPeriods}
                    series={chart.series}
                    format={chart.format}
                    whole={chart.whole}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
