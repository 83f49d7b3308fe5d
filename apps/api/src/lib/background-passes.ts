/**
 * A job an instance works in the background, one pass at a time: `runDue` runs a pass now (after
 * any pass in progress); once started, a pass also runs every `pollMs` and whenever `schedule`
 * asks for one sooner (after a commit that left work). The mail sender, the push sender and the
 * alerts sweeper each run one.
 */
export function createBackgroundPasses<Report>(options: {
  run: (now: Date) => Promise<Report>;
  pollMs: number;
  onError: (error: unknown) => void;
}) {
  const { run, pollMs, onError } = options;
  let passes: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let timerDueAt = 0;
  let isRunning = false;

  function runDue(now: Date = new Date()): Promise<Report> {
    const pass = passes.then(() => run(now));
    passes = pass.catch(() => {});
    return pass;
  }

  /** A pass in `ms`, unless one is already due sooner; nothing while stopped. */
  function schedule(ms: number) {
    if (!isRunning) return;
    const dueAt = Date.now() + ms;
    if (timer) {
      if (timerDueAt <= dueAt) return;
      clearTimeout(timer);
    }
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = null;
      runDue()
        .catch(onError)
        .finally(() => schedule(pollMs));
    }, ms);
    timer.unref();
  }

  return {
    runDue,
    schedule,
    /** Runs a pass now, then keeps looking every `pollMs`. */
    start() {
      isRunning = true;
      schedule(0);
    },
    /** Stops looking and waits for a pass in progress. */
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await passes;
    },
  };
}
