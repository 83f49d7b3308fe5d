/**
 * Resolves once the clock has moved to a later millisecond. PGlite's `now()` moves in whole
 * milliseconds, so two writes a moment apart can share one instant and then sort by id; a test
 * that expects rows in the order it wrote them waits for this between the writes.
 */
export async function waitForNextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1));
}
