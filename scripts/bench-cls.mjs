// Cumulative layout shift of the first load of each page, as Lighthouse's mobile run sees it: a
// phone viewport, the CPU slowed four times, Debian's Chromium. Used by scripts/bench.mjs.
/* global window, requestAnimationFrame -- the functions handed to the page run in the browser */
import { launchChromium, newPhonePage, withBenchServer } from './bench-pages.mjs';

export const CLS_BUDGET = 0.05;

/**
 * Runs in the page before any of its scripts: the largest session window of layout shifts not
 * caused by input (shifts less than 1 s apart, at most 5 s long), as web-vitals counts CLS.
 */
function observeLayoutShifts() {
  const state = { cls: 0, window: 0, first: 0, last: 0, sources: [] };
  window.__cls = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const continues = entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000;
      if (continues && state.window) state.window += entry.value;
      else {
        state.window = entry.value;
        state.first = entry.startTime;
      }
      state.last = entry.startTime;
      state.cls = Math.max(state.cls, state.window);
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name =
          node?.nodeType === 1
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(
                node.getAttribute('class') ?? '',
              )
                .split(' ')
                .slice(0, 3)
                .join('.')}`
            : (node?.nodeName ?? '?');
        state.sources.push(`${entry.value.toFixed(3)} ${name}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measurePage(browser, baseUrl, path, signIn) {
  const { context, page } = await newPhonePage(browser, baseUrl, signIn);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observeLayoutShifts);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Two frames after the network settles: the last data has been rendered and laid out.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(500);
    return await page.evaluate(() => ({ cls: window.__cls.cls, sources: window.__cls.sources }));
  } finally {
    await context.close();
  }
}

/** CLS of each page, the worst of `runs` cold loads; starts its own server on a fresh embedded database. */
export async function benchCls({ root, server, port, runs = 3 }) {
  const browser = await launchChromium();
  try {
    return await withBenchServer({ root, server, port }, async (baseUrl, pages) => {
      const rows = [];
      for (const { label, path, signIn } of pages) {
        const values = [];
        let sources = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await measurePage(browser, baseUrl, path, signIn);
          values.push(result.cls);
          if (result.cls >= Math.max(...values)) sources = result.sources;
        }
        rows.push({ label, path, values, worst: Math.max(...values), sources });
      }
      return rows;
    });
  } finally {
    await browser.close();
  }
}

/** Prints the table rows; true when every page is within the budget. */
export function reportCls(rows) {
  for (const row of rows) {
    if (row.worst > CLS_BUDGET) console.log(`  ${row.label}: shifted ${row.sources.join(', ')}`);
  }
  console.log('\n| measure | result | budget |');
  console.log('| --- | --- | --- |');
  for (const row of rows) {
    const ok = row.worst <= CLS_BUDGET;
    const each = row.values.map((value) => value.toFixed(3)).join(', ');
    console.log(
      `| cumulative layout shift, ${row.label} (phone, CPU ÷4; worst of ${each}) | ${row.worst.toFixed(3)} | ≤ ${CLS_BUDGET} ${ok ? '✓' : '✗'} |`,
    );
  }
  return rows.every((row) => row.worst <= CLS_BUDGET);
}
