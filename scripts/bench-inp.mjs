// Interaction to Next Paint of the app's everyday interactions, measured by web-vitals (its
// attribution build) in Debian's Chromium on a phone viewport with the CPU slowed four times: the
// account menu, the job requests feed's filters and cards, a notification setting, a chat with
// 200 messages, comparing and accepting quotes, and the console's People and Numbers. Each
// interaction is measured on a page of its own, three times; the median of each is reported.
// Used by scripts/bench.mjs (`--inp-only`, and the full run).
/* global window -- the function handed to the page runs in the browser */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import {
  DEMO_CLIENT,
  customerState,
  inpInteractions,
  inviteAdmin,
  seedChatMessages,
  seedQuotes,
  staffState,
} from './bench-inp-interactions.mjs';
import { DEMO_TRADIE, launchChromium, spawnEmbeddedServer } from './bench-pages.mjs';
import { stop, waitFor } from './bench-process.mjs';
import { median } from './bench-stats.mjs';

export const INP_BUDGET_MS = 200;
export const INP_MEDIAN_BUDGET_MS = 100;
/**
 * What an interaction counts as when web-vitals reports nothing for it: the browser's Event
 * Timing entries start at 16 ms, so a faster interaction leaves none. It shows as "< 16 ms" and
 * counts as 16 in the medians.
 */
const UNDER_THRESHOLD_MS = 16;
/** How long to wait for web-vitals' report after an interaction, on a busy machine. */
const REPORT_TIMEOUT_MS = 20_000;
/** How long a step (a click, a page's control appearing) may take before the run fails. */
const STEP_TIMEOUT_MS = 60_000;

/**
 * Runs in the page before any of its scripts, after web-vitals' IIFE (whose `webVitals` it is
 * handed): every INP report with its attribution, in `window.__inp`, which exists once web-vitals
 * is listening. Reports from `threshold` ms up (web-vitals' default leaves out those under 40 ms
 * but the first input).
 */
function observeInp(webVitals, threshold) {
  const reports = [];
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution;
      const script = a.longestScript;
      reports.push({
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
        styleAndLayout: a.totalStyleAndLayoutDuration ?? 0,
        longestScript: script
          ? `${Math.round(script.intersectingDuration)} ms in ${script.subpart}: ${
              script.entry.invoker || script.entry.invokerType
            } (${script.entry.sourceURL.split('/').pop()})`
          : '',
      });
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
  window.__inp = reports;
}

/**
 * The built server on `port` with a fresh embedded database: its first start writes the demo
 * data, to which the quotes are added through the API; stopped, the chat's messages and the
 * console's admin are added; started again, `measure(baseUrl, seeded)` runs. Then it is stopped
 * and its data deleted.
 */
export async function withInpServer({ root, server, port }, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-bench-inp-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child = spawnEmbeddedServer({ root, server, port, dataDir });
  try {
    await waitFor(`${baseUrl}/api/health/ready`, child);
    const seeded = await seedQuotes(baseUrl);
    await stop(child);
    await seedChatMessages(dataDir, seeded.conversationId);
    const invitationPath = inviteAdmin({ root, port, dataDir });
    child = spawnEmbeddedServer({ root, server, port, dataDir });
    await waitFor(`${baseUrl}/api/health/ready`, child);
    return await measure(baseUrl, { ...seeded, invitationPath });
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One run of an interaction on a page of its own: loaded at full speed, prepared, then the CPU
 * slowed four times and the interaction done. Its INP report, or null when there was none.
 */
async function measureOnce(browser, baseUrl, { storageState, initScript, interaction }) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: baseUrl,
    storageState,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await context.addInitScript({ content: initScript });
    const page = await context.newPage();
    await page.goto(interaction.path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Array.isArray(window.__inp));
    if (interaction.prepare) await interaction.prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // INP_PROFILE=folder: a CPU profile of each interaction, for Chromium's DevTools.
    const profileDir = process.env.INP_PROFILE;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // INP_TRACE=folder: a performance trace of each interaction (style, layout, paint), likewise.
    const traceDir = process.env.INP_TRACE;
    const fileName = (extension) =>
      `${interaction.label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.${extension}`;
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true });
      await browser.startTracing(page, { path: join(traceDir, fileName('json')) });
    }
    await interaction.interact(page);
    try {
      const report = await page.waitForFunction(() => window.__inp.at(-1), null, {
        timeout: REPORT_TIMEOUT_MS,
      });
      return await report.jsonValue();
    } catch (error) {
      if (error.name !== 'TimeoutError') throw error;
      return null;
    } finally {
      if (profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(join(profileDir, fileName('cpuprofile')), JSON.stringify(profile));
      }
      if (traceDir) await browser.stopTracing();
    }
  } finally {
    await context.close();
  }
}

/**
 * INP of each interaction, `runs` times; starts its own server (see `withInpServer`) and
 * Chromium. Returns the load average at the start and a row per interaction: each run's INP
 * ("<16" when there was no report), the median and the report of the median run.
 */
export async function benchInp({
  root,
  server,
  port = Number(process.env.BENCH_PORT ?? 3421) - 7,
  runs = Number(process.env.INP_RUNS ?? 3),
  only = process.env.INP_ONLY,
}) {
  const loadAverage = loadavg();
  const webVitals = readFileSync(
    join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
    'utf8',
  );
  const initScript = `${webVitals}\n(${observeInp})(webVitals, ${UNDER_THRESHOLD_MS});`;
  const browser = await launchChromium();
  try {
    const rows = await withInpServer({ root, server, port }, async (baseUrl, seeded) => {
      const states = {
        tradie: await customerState(browser, baseUrl, DEMO_TRADIE),
        client: await customerState(browser, baseUrl, DEMO_CLIENT),
        staff: await staffState(browser, baseUrl, seeded.invitationPath),
      };
      const measured = [];
      // INP_ONLY: the interactions whose label holds it, or one of its `|`-separated parts (to
      // follow one change), not the table.
      const parts = only?.split('|');
      const chosen = inpInteractions(seeded).filter(
        ({ label }) => !parts || parts.some((part) => label.includes(part)),
      );
      if (chosen.length === 0) throw new Error(`INP_ONLY=${only} names no interaction`);
      for (const interaction of chosen) {
        const reports = [];
        for (let run = 0; run < runs; run += 1) {
          const storageState = states[interaction.as];
          reports.push(
            await measureOnce(browser, baseUrl, { storageState, initScript, interaction }),
          );
        }
        const values = reports.map((report) => report?.value ?? UNDER_THRESHOLD_MS);
        // The median run's report (runs is odd), whose attribution the table shows.
        const order = values.map((_, index) => index).sort((a, b) => values[a] - values[b]);
        const report = reports[order[Math.floor(order.length / 2)]];
        const perRun = reports.map((each) => (each ? each.value : `<${UNDER_THRESHOLD_MS}`));
        measured.push({ label: interaction.label, perRun, inp: median(values), report });
        console.log(`  INP, ${interaction.label}: ${perRun.join(', ')} ms`);
      }
      return measured;
    });
    return { loadAverage, rows };
  } finally {
    await browser.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;

/** web-vitals' selector of the target, cut short (a button's selector lists all its classes). */
function shortTarget(target) {
  // It names no target that the interaction took out of the page.
  if (!target) return '(gone from the page)';
  return target.length > 60 ? `${target.slice(0, 59)}…` : target;
}

/** An interaction's INP, or "< 16 ms" when web-vitals reported none for its median run. */
const shown = (value, report) => (report ? ms(value) : `< ${UNDER_THRESHOLD_MS} ms`);

/** Prints the table and the budget's line; true when every interaction and the median are within. */
export function reportInp({ loadAverage, rows }) {
  console.log(
    `\nINP, web-vitals (attribution build), phone, CPU ÷4, median of ${rows[0]?.perRun.length ?? 0} runs each; load average at the start ${loadAverage.map((load) => load.toFixed(2)).join(', ')} (${availableParallelism()} cores):`,
  );
  for (const row of rows) {
    if (row.inp > INP_BUDGET_MS && row.report?.longestScript) {
      const { longestScript, styleAndLayout } = row.report;
      console.log(
        `  ${row.label}: longest script ${longestScript}; style and layout ${ms(styleAndLayout)}`,
      );
    }
  }
  console.log('\n| interaction | INP | input delay | processing | presentation | target |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { label, perRun, inp, report } of rows) {
    const mark = inp <= INP_BUDGET_MS ? '✓' : '✗';
    const parts = report
      ? [
          ms(report.inputDelay),
          ms(report.processing),
          ms(report.presentation),
          shortTarget(report.target),
        ]
      : ['', '', '', ''];
    console.log(
      `| ${label} | ${shown(inp, report)} ${mark} (${perRun.join(', ')}) | ${parts.join(' | ')} |`,
    );
  }
  const inps = rows.map((row) => row.inp);
  const middle = median(inps);
  const worst = Math.max(...inps);
  const worstOk = worst <= INP_BUDGET_MS;
  const middleOk = middle <= INP_MEDIAN_BUDGET_MS;
  console.log('\n| measure | result | budget |');
  console.log('| --- | --- | --- |');
  console.log(
    `| INP, worst interaction | ${ms(worst)} | ≤ ${INP_BUDGET_MS} ms ${worstOk ? '✓' : '✗'} |`,
  );
  console.log(
    `| INP, median of the interactions | ${ms(middle)} | ≤ ${INP_MEDIAN_BUDGET_MS} ms ${middleOk ? '✓' : '✗'} |`,
  );
  return worstOk && middleOk;
}
