/**
 * A job an instance works in the background, one pass at a time: `runDue` runs a pass now (after
 * any pass in progress); once started, a pass also runs every `pollMs` and whenever `schedule`
 * asks for one sooner (after a commit that left work). Modules do not build one themselves: they
 * register their pass with the registry below, which builds it.
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

/** Every pass an instance can run, by name (`BuildAppOptions.passes` chooses among them). */
export const PASS_NAMES = [
  'mail',
  'push',
  'alerts',
  'jobOutcomes',
  'payments',
  'jobPayments',
  'logbookReminders',
] as const;
export type PassName = (typeof PASS_NAMES)[number];
/** Which passes an instance starts: every one, none, or those named. */
export type PassSelection = 'all' | 'none' | readonly PassName[];

export interface PassRegistration<Report> {
  name: PassName;
  /** How long after a pass ends the next one runs, unless `schedule` asks sooner. */
  intervalMs: number;
  run: (now: Date) => Promise<Report>;
  /** The log line of a failed pass (the next one still runs), at `failureLevel` (default warn). */
  failureMessage: string;
  failureLevel?: 'warn' | 'error';
}

/** What a module keeps of its registered pass: a pass now, or one sooner than the interval. */
export interface RegisteredPass<Report> {
  /** Runs a pass now (after any in progress), whether or not the pass was started. */
  runDue: (now?: Date) => Promise<Report>;
  /** A pass in `ms`, unless one is due sooner; nothing while the pass is not started. */
  schedule: (ms: number) => void;
  /** Stops this pass and waits for a run in progress (a service closing by itself). */
  stop: () => Promise<void>;
}

interface PassLogger {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** Told of every run of every pass, however it was started (the metrics, decision 065). */
export interface PassObserver {
  passRan(pass: PassName, seconds: number, failed: boolean): void;
}

/** `run`, with each run's time and outcome told to `observer`. */
function observed<Report>(
  name: PassName,
  run: (now: Date) => Promise<Report>,
  observer: PassObserver,
): (now: Date) => Promise<Report> {
  return async (now) => {
    const startedAt = performance.now();
    let failed = true;
    try {
      const report = await run(now);
      failed = false;
      return report;
    } finally {
      observer.passRan(name, (performance.now() - startedAt) / 1000, failed);
    }
  };
}

/**
 * The one registry of an instance's background passes: each module registers its pass (name,
 * interval, run) as it is built; `start` starts those selected (the app does so once ready) and
 * `stop` stops every one, waiting for runs in progress (the app does so as it closes).
 */
export function createPassRegistry(log: PassLogger, observer: PassObserver = { passRan() {} }) {
  const passes = new Map<PassName, ReturnType<typeof createBackgroundPasses>>();
  const started = new Set<PassName>();
  /** Urgent work running now, and who waits for it to end (decision 076). */
  let urgentWork = 0;
  let waiting: Array<() => void> = [];

  return {
    register<Report>(pass: PassRegistration<Report>): RegisteredPass<Report> {
      if (passes.has(pass.name)) throw new Error(`The ${pass.name} pass is registered twice`);
      const level = pass.failureLevel ?? 'warn';
      const loop = createBackgroundPasses({
        run: observed(pass.name, pass.run, observer),
        pollMs: pass.intervalMs,
        onError: (error) => log[level]({ err: error, pass: pass.name }, pass.failureMessage),
      });
      passes.set(pass.name, loop);
      return {
        runDue: loop.runDue,
        schedule: loop.schedule,
        stop: async () => {
          started.delete(pass.name);
          await loop.stop();
        },
      };
    },

    /** Starts the selected passes: each runs now, then on its interval. */
    start(selection: PassSelection) {
      const names =
        selection === 'all' ? [...passes.keys()] : selection === 'none' ? [] : selection;
      for (const name of names) {
        const loop = passes.get(name);
        if (!loop) throw new Error(`No ${name} pass is registered`);
        if (started.has(name)) continue;
        started.add(name);
        loop.start();
      }
    },

    /**
     * Runs `work` ahead of the passes' own steps: a pass that calls `afterUrgentWork` before each
     * step waits for it. A new job's fan-out is urgent; the mails it queues then leave after it.
     */
    async urgently<T>(work: () => Promise<T>): Promise<T> {
      urgentWork += 1;
      try {
        return await work();
      } finally {
        urgentWork -= 1;
        if (urgentWork === 0) {
          const resume = waiting;
          waiting = [];
          for (const go of resume) go();
        }
      }
    },

    /** Resolves once no urgent work runs in this instance: at once when none does. */
    afterUrgentWork(): Promise<void> {
      if (urgentWork === 0) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },

    /** The passes running by themselves in this instance. */
    started: (): PassName[] => PASS_NAMES.filter((name) => started.has(name)),

    /** Stops every pass and waits for the runs in progress. */
    async stop() {
      started.clear();
      await Promise.all([...passes.values()].map((loop) => loop.stop()));
    },
  };
}

export type PassRegistry = ReturnType<typeof createPassRegistry>;
