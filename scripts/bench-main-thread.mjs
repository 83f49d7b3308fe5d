// The main thread's work during each page's load, public and signed in, from a performance trace,
// without throttling (issue 32, parts 0 and 1): what the code controls, whatever Lighthouse's model
// of a phone makes of it. Used by scripts/bench.mjs.
import { withInpServer } from './bench-inp.mjs';
import { launchChromium, newPhonePage, withBenchServer } from './bench-pages.mjs';
import { signedInPageList, withSessions } from './bench-signed-in-pages.mjs';
import { median } from './bench-stats.mjs';

/**
 * What each trace event's own time counts as, after Lighthouse's task groups. An event not named
 * here counts as what the event around it counts as; a task's own time outside any named event
 * is "other".
 */
const GROUPS = {
  'parse HTML': ['ParseHTML', 'ParseAuthorStyleSheet'],
  'style and layout': [
    'ScheduleStyleRecalculation',
    'UpdateLayoutTree',
    'RecalculateStyles',
    'InvalidateLayout',
    'Layout',
  ],
  'paint and composite': [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'PrePaint',
    'Layerize',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
  ],
  'script compile': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceCache'],
  'script run': [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'XHRReadyStateChange',
    'XHRLoad',
  ],
  'garbage collection': [
    'GCEvent',
    'MinorGC',
    'MajorGC',
    'BlinkGC.AtomicPhase',
    'ThreadState::performIdleLazySweep',
    'V8.GCFinalizeMC',
    'V8.GCScavenger',
    'V8.GCIncrementalMarking',
  ],
};
const groupOf = new Map(
  Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group])),
);
/** V8's own parse and compile steps, under whatever ran them (a lazy function's first call). */
const compileStep = /^(V8\.(Parse|PreParse|Compile)|v8\.compile)/;
const groupOfEvent = (name) =>
  groupOf.get(name) ?? (compileStep.test(name) ? 'script compile' : undefined);
export const MAIN_THREAD_GROUPS = [...Object.keys(GROUPS), 'other'];

/**
 * The main thread of the renderer the page from `origin` was committed to. Headless Chromium
 * sometimes starts a renderer of its own during a load (its omnibox popup, a `chrome://` page),
 * whose work is not the page's.
 */
function mainThreadEvents(events, origin) {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The browser says which process each frame it commits goes to.
  const processes = new Set(
    events
      .filter(
        (event) =>
          event.name === 'FrameCommittedInBrowser' &&
          event.args?.data?.isOutermostMainFrame &&
          event.args.data.url?.startsWith(`${origin}/`),
      )
      .map((event) => event.args.data.processId),
  );
  const pages = [...mains].filter((key) => processes.has(Number(key.split(':')[0])));
  if (pages.length !== 1) {
    throw new Error(`Expected one renderer to load ${origin}'s page, found ${pages.length}`);
  }
  const [page] = pages;
  return events.filter(
    (event) =>
      event.ph === 'X' && typeof event.dur === 'number' && `${event.pid}:${event.tid}` === page,
  );
}

/**
 * The main thread's work during the load of a page from `origin`, in ms: `cpu`, the thread's own
 * CPU time in its tasks (top-level `RunTask`s), and `wall`, their duration. On two cores shared by the browser's
 * processes, the server and the bench, a task's duration is mostly time the thread waited for a
 * core (CPU time was a third of it on this machine), so `cpu` is the figure the code controls and
 * `wall` the one Lighthouse's model multiplies. Each event's own CPU time (its CPU time less its
 * children's) goes to its group, or its parent's; an event Chromium gave no CPU time counts none.
 */
export function mainThreadWork(events, origin) {
  const thread = mainThreadEvents(events, origin).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const groups = Object.fromEntries(MAIN_THREAD_GROUPS.map((group) => [group, 0]));
  let cpu = 0;
  let wall = 0;
  // The open events, outermost first; each with the group its own time goes to.
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      groups[done.group] += Math.max(0, done.cpu - done.children) / 1000;
    }
  };
  for (const event of thread) {
    close(event.ts);
    const parent = stack.at(-1);
    if (!parent && event.name !== 'RunTask') continue;
    const end = event.ts + event.dur;
    if (parent && end > parent.end) continue; // not nested: a clock artefact, left out
    const eventCpu = event.tdur ?? 0;
    if (parent) parent.children += eventCpu;
    else {
      cpu += eventCpu / 1000;
      wall += event.dur / 1000;
    }
    const group = groupOfEvent(event.name) ?? parent?.group ?? 'other';
    stack.push({ end, cpu: eventCpu, children: 0, group });
  }
  close(Number.POSITIVE_INFINITY);
  return { cpu, wall, groups };
}

/** One cold load of `path` on a phone viewport, traced until the network is idle and two frames on. */
async function tracedLoad(browser, baseUrl, { path, signIn, cookies }) {
  const { context, page } = await newPhonePage(browser, baseUrl, signIn);
  if (cookies) await context.addCookies(cookies);
  try {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'disabled-by-default-v8.compile',
      ],
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(
      // eslint-disable-next-line no-undef -- runs in the page
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return mainThreadWork(trace.traceEvents ?? trace, baseUrl);
  } finally {
    await context.close();
  }
}

/**
 * Each page's main-thread work over `runs` cold loads (`MAIN_THREAD_RUNS`, default 5): the medians
 * of its CPU time, of each group and of the duration: the public pages and the feed on a server of
 * their own, the signed-in pages Lighthouse measures on the INP bench's (each on a fresh embedded
 * database). `MAIN_THREAD_ONLY=a|b` measures only the pages whose label holds one of the parts.
 */
export async function benchMainThread({ root, server, port, runs }) {
  const count = runs ?? Number(process.env.MAIN_THREAD_RUNS ?? 5);
  const only = process.env.MAIN_THREAD_ONLY?.split('|');
  const chosen = (pages) =>
    pages.filter(({ label }) => !only || only.some((part) => label.includes(part)));
  const browser = await launchChromium();
  const measure = async (baseUrl, pages) => {
    const rows = [];
    for (const load of pages) {
      // A first load, not counted, warms the server's caches; each counted load is as cold as it
      // for the browser, whose contexts share no cache.
      await tracedLoad(browser, baseUrl, load);
      const loads = [];
      for (let run = 0; run < count; run += 1) loads.push(await tracedLoad(browser, baseUrl, load));
      rows.push({
        label: load.label,
        cpus: loads.map((traced) => traced.cpu),
        cpu: median(loads.map((traced) => traced.cpu)),
        wall: median(loads.map((traced) => traced.wall)),
        groups: Object.fromEntries(
          MAIN_THREAD_GROUPS.map((group) => [
            group,
            median(loads.map((traced) => traced.groups[group])),
          ]),
        ),
      });
    }
    return rows;
  };
  try {
    const publicRows = await withBenchServer({ root, server, port }, (baseUrl, pages) =>
      measure(baseUrl, chosen(pages)),
    );
    // The signed-in pages (Lighthouse's), on the server the INP bench seeds; only when chosen.
    const signedInRows =
      chosen(signedInPageList({})).length === 0
        ? []
        : await withInpServer({ root, server, port: port + 1 }, async (baseUrl, seeded) =>
            measure(
              baseUrl,
              await withSessions(browser, baseUrl, seeded, chosen(signedInPageList(seeded))),
            ),
          );
    return [...publicRows, ...signedInRows];
  } finally {
    await browser.close();
  }
}

/** Prints each page's main-thread work: its CPU time, its groups, its wall time; figures only. */
export function reportMainThread(rows) {
  console.log(
    `\n| main thread during the load (phone viewport, no throttling; ms, median) | CPU time | ${MAIN_THREAD_GROUPS.join(' | ')} | each run's CPU time | wall time |`,
  );
  console.log(`| --- | --- | ${MAIN_THREAD_GROUPS.map(() => '---').join(' | ')} | --- | --- |`);
  for (const row of rows) {
    const groups = MAIN_THREAD_GROUPS.map((group) => row.groups[group].toFixed(0)).join(' | ');
    const each = row.cpus.map((cpu) => cpu.toFixed(0)).join(', ');
    console.log(
      `| ${row.label} | ${row.cpu.toFixed(0)} | ${groups} | ${each} | ${row.wall.toFixed(0)} |`,
    );
  }
}
