import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { loadChartLibrary } from '@/lib/load-chart-library';

export interface HoursSeries {
  label: string;
  color: string;
  /** Hours per month, in the order of the months. */
  values: number[];
}

const HEIGHT = 200;
const AXIS = '#475569';
const GRID = '#e2e8f0';
/** Steps for the hours' axis: whole hours. */
const HOUR_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000];

/**
 * Each series stacked on the ones before it: the running sums, month by month. Drawn from the
 * highest sum down, each bar covers the lower part of the one drawn before it, so every series
 * shows as its own band of one bar per month.
 */
export function stackSeries(series: HoursSeries[]): HoursSeries[] {
  let below: number[] = [];
  return series.map((bar) => {
    const values = bar.values.map((value, month) => value + (below[month] ?? 0));
    below = values;
    return { ...bar, values };
  });
}

/**
 * The apprentice's hours by month as stacked bars: uPlot, imported when the chart first
 * shows (as the console's charts, decision 036). The canvas is hidden from screen readers: the
 * table beside it holds the same figures.
 */
export function HoursChart({ months, series }: { months: string[]; series: HoursSeries[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Drawn again only when what it shows changes, not on every render.
  const drawn = JSON.stringify({ months, series });

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const parsed = JSON.parse(drawn) as { months: string[]; series: HoursSeries[] };
    const labels = parsed.months;
    const bars = stackSeries(parsed.series).reverse();
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadChartLibrary().then(
      (UPlot) => {
        if (cancelled) return;
        const barPaths = UPlot.paths.bars?.({ size: [0.6, 48] });
        const options: uPlot.Options = {
          width: element.clientWidth || 320,
          height: HEIGHT,
          scales: {
            // From the months themselves: uPlot widens a lone month's range on its own terms.
            x: { time: false, range: () => [-0.6, labels.length - 0.4] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
          },
          cursor: { drag: { x: false, y: false } },
          legend: { show: false },
          axes: [
            {
              stroke: AXIS,
              grid: { show: false },
              incrs: [1, 2, 3, 4, 6, 12],
              values: (_u, splits) => splits.map((at) => labels[at] ?? ''),
            },
            {
              stroke: AXIS,
              grid: { stroke: GRID },
              size: 48,
              incrs: HOUR_STEPS,
              values: (_u, splits) => splits.map((value) => `${value} h`),
            },
          ],
          series: [
            {},
            ...bars.map((bar) => ({
              label: bar.label,
              stroke: bar.color,
              fill: bar.color,
              width: 0,
              points: { show: false },
              paths: barPaths,
            })),
          ],
        };
        chart = new UPlot(
          options,
          [labels.map((_, index) => index), ...bars.map((bar) => bar.values)],
          element,
        );
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: element.clientWidth, height: HEIGHT }),
        );
        observer.observe(element);
      },
      // Without the chart (a failed download), the table has every figure.
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [drawn]);

  return (
    <div>
      <div ref={holder} aria-hidden="true" className="min-h-[200px] w-full" />
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {series.map((bar) => (
          <li key={bar.label} className="inline-flex items-center gap-2">
            <span
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: bar.color }}
            />
            {bar.label}
          </li>
        ))}
      </ul>
      {failed && (
        <p className="mt-2 text-sm text-slate-600">
          The chart could not be drawn; the table has its figures.
        </p>
      )}
    </div>
  );
}
