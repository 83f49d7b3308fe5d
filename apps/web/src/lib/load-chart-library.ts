/**
 * The charts' library (uPlot) with its stylesheet, fetched the first time a chart shows: its own
 * chunk, which no page loads before it draws a chart (the console's Numbers, decision 036, and
 * the apprentice's logbook).
 */
export async function loadChartLibrary() {
  const [library] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return library.default;
}
