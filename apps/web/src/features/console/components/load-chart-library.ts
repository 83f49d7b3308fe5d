/**
 * The charts' library (uPlot) with its stylesheet, fetched the first time a chart shows: its own
 * chunk, which neither the customer site nor the rest of the console loads (decision 036).
 */
export async function loadChartLibrary() {
  const [library] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return library.default;
}
