import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { loadChartLibrary } from '@/lib/load-chart-library';

export interface ChartSeries {
  label: string;
  color: string;
  values: (number | null)[];
}

const HEIGHT = 220;
const AXIS = '#475569';
const GRID = '#e2e8f0';
/** Steps for a count's axis: never half a job. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000];

/**
 * One chart of the Numbers section (decision 036): uPlot, imported when the chart first shows, so
 * neither the customer site nor the rest of the console carries it, and drawn once the chart comes
 * near the screen, so a page of seven charts draws the one or two in view as it loads (decision
 * 099). The canvas is hidden from screen readers; the same figures are in the table under it, which
 * anyone can open.
 */
export function NumbersChart({
  title,
  periods,
  shortPeriods,
  series,
  format,
  whole = true,
  showTable = true,
}: {
  title: string;
  /** Each period's label, in order, as the table names it ("Week of 6 January 2025"). */
  periods: string[];
  /** The same, short, for the chart's axis ("6 Jan"). */
  shortPeriods: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** Whether the figures are counts (whole numbers on the axis). */
  whole?: boolean;
  /** Whether the figures follow as a table to open; not when the page shows them in one. */
  showTable?: boolean;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  // The chart is drawn again only when what it shows changes, not on every render.
  const drawn = JSON.stringify({ shortPeriods, series });

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { shortPeriods: labels, series: lines } = JSON.parse(drawn) as {
      shortPeriods: string[];
      series: ChartSeries[];
    };
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const draw = () =>
      loadChartLibrary().then(
        (UPlot) => {
          if (cancelled) return;
          const options: uPlot.Options = {
            width: element.clientWidth || 320,
            height: HEIGHT,
            scales: {
              x: { time: false },
              y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
            },
            cursor: { drag: { x: false, y: false } },
            // The key is ours, under the chart, in text; the table has the values.
            legend: { show: false },
            axes: [
              {
                stroke: AXIS,
                grid: { show: false },
                incrs: [1, 2, 3, 4, 6, 12, 24],
                values: (_u, splits) => splits.map((at) => labels[at] ?? ''),
              },
              {
                stroke: AXIS,
                grid: { stroke: GRID },
                size: 64,
                ...(whole ? { incrs: WHOLE_STEPS } : {}),
                values: (_u, splits) => splits.map((value) => format(value)),
              },
            ],
            series: [
              {},
              ...lines.map((line) => ({
                label: line.label,
                stroke: line.color,
                width: 2,
                points: { show: true, size: 6, fill: line.color },
              })),
            ],
          };
          chart = new UPlot(
            options,
            [labels.map((_, index) => index), ...lines.map((line) => line.values)],
            element,
          );
          observer = new ResizeObserver(() =>
            chart?.setSize({ width: element.clientWidth, height: HEIGHT }),
          );
          observer.observe(element);
        },
        // Without the chart (a failed download), the table below still has every figure.
        () => setFailed(true),
      );
    // Drawn once its place comes within 600px of the screen (as `Deferred` waits), so a page of
    // seven charts draws the one or two in view as it loads. Not through a hook shared with
    // `Deferred`: shared with the home page, it would be a chunk of its own on the home route.
    const near =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              void draw();
            },
            { rootMargin: '600px 0px' },
          );
    if (near) near.observe(element);
    else void draw();
    return () => {
      cancelled = true;
      near?.disconnect();
      observer?.disconnect();
      chart?.destroy();
    };
    // `format` and `whole` are the same for the same chart; what is drawn is in `drawn`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      <div ref={holder} aria-hidden="true" className="numbers-chart mt-4 min-h-[220px] w-full" />
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {series.map((line) => (
          <li key={line.label} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-0.5 w-4 rounded"
              style={{ backgroundColor: line.color }}
            />
            {line.label}
          </li>
        ))}
      </ul>
      {failed && (
        <p className="text-sm text-slate-600">
          The chart could not be drawn; the table has its figures.
        </p>
      )}
      {showTable && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
            Show as a table
          </summary>
          {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
          <div
            role="region"
            aria-label={`${title}, as a table`}
            tabIndex={0}
            className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Period
                  </th>
                  {series.map((line) => (
                    <th key={line.label} scope="col" className="py-2 pr-4 text-right font-medium">
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {periods.map((period, index) => (
                  <tr key={period} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                      {period}
                    </th>
                    {series.map((line) => {
                      const value = line.values[index];
                      return (
                        <td
                          key={line.label}
                          className="py-2 pr-4 text-right text-slate-900 tabular-nums"
                        >
                          {value === null || value === undefined ? '–' : format(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
