/**
 * The charts' library as the tests see it: jsdom draws no canvas, so every chart the app makes is
 * kept here with what it was given, and the tests read it back. `setup.ts` stands it in for
 * `@/lib/load-chart-library` in every file, so all files of a worker share this one module
 * (decision 081).
 */
export interface DrawnChart {
  options: { series: { label?: string }[] };
  data: unknown[];
}

/** Every chart drawn since the last test ended, oldest first. */
export const drawnCharts: DrawnChart[] = [];

class StandInChart {
  static paths = { bars: () => () => null };

  constructor(options: DrawnChart['options'], data: unknown[]) {
    drawnCharts.push({ options, data });
  }

  setSize() {}

  destroy() {}
}

export async function loadChartLibrary() {
  return StandInChart;
}
