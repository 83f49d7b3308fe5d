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
 * The apprentice's hours by month as side-by-side bars: uPlot, imported when the chart first
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
    const { months: labels, series: bars } = JSON.parse(drawn) as {
      months: string[];
      series: HoursSeries[];
    };
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadChartLibrary().then(
      (UPlot) => {
        if (cancelled) return;
        // Each month's bars side by side: the first to the left of the month, the next to its right.
        const barPaths = (align: -1 | 1) => UPlot.paths.bars?.({ size: [0.35, 40], align });
        const options: uPlot.Options = {
          width: element.clientWidth || 320,
          height: HEIGHT,
          scales: {
            x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
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
            ...bars.map((bar, index) => ({
              label: bar.label,
              stroke: bar.color,
              fill: bar.color,
              width: 0,
              points: { show: false },
              paths: barPaths(index === 0 ? -1 : 1),
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
