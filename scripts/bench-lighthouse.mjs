// Lighthouse's mobile run (simulated throttling, a phone viewport) of each public page, of the
// tradie's job requests feed, and of the signed-in pages people use most (a chat room, My jobs, a
// job with its quotes, notifications, job history, the console's People and numbers):
// performance, accessibility, best practices and SEO scores, with CLS, LCP and TBT. Each page is
// run a few times on the shared machine and the median of each figure is reported. Used by
// scripts/bench.mjs (`--lighthouse-only`, and the full run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  chromiumPath,
  machineArgs,
  withHeadlessWasteOff,
} from '../e2e/support/chromium-launch.mjs';
import { withInpServer } from './bench-inp.mjs';
import { DEMO_TRADIE, withBenchServer } from './bench-pages.mjs';
import { signedInPageList, withSessions } from './bench-signed-in-pages.mjs';
import { median } from './bench-stats.mjs';

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  cls: 0.05,
  lcpMs: 2000,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The audits that cost a category points: `category: audit-id (what it found)`. */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const items = audit.details?.items ?? [];
        const first = items[0]?.node?.snippet ?? items[0]?.url ?? items[0]?.description ?? '';
        failed.push(`${id}: ${ref.id}${first ? ` (${String(first).slice(0, 120)})` : ''}`);
      }
    }
  }
  return failed;
}

/**
 * Signs the demo tradie in inside the launched Chromium's own profile: the session cookie and the
 * readable session hint the app looks for before asking who is signed in (decision 011), which a
 * request header alone would not give the page's script. Playwright attaches only for this.
 */
async function signInTradie(chromePort, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const login = await browser
      .contexts()[0]
      .request.post(`${baseUrl}/api/user/login`, { data: DEMO_TRADIE });
    if (!login.ok()) throw new Error(`Signing in as the demo tradie failed: ${login.status()}`);
  } finally {
    await browser.close();
  }
}

/**
 * Puts a session's cookies (from `customerState` or `staffState`) into the launched Chromium's
 * own profile, in place of any earlier session's.
 */
async function useSession(chromePort, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    await context.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/**
 * The signed-in pages chosen, each with the session of the person who opens it, signed in through
 * the launched Chromium.
 */
async function signedInPages(chromePort, baseUrl, seeded, chosen) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    return await withSessions(browser, baseUrl, seeded, chosen(signedInPageList(seeded)));
  } finally {
    await browser.close();
  }
}

/** Each page `runs` times on `baseUrl`; a row of the medians per page. */
async function measurePages(chromePort, baseUrl, pages, runs) {
  const rows = [];
  for (const { label, path, signIn, cookies } of pages) {
    const results = [];
    // Lighthouse clears the origin's storage and cache before each run, not its cookies.
    if (signIn) await signInTradie(chromePort, baseUrl);
    if (cookies) await useSession(chromePort, cookies);
    for (let run = 0; run < runs; run += 1) {
      results.push(await runLighthouse(`${baseUrl}${path}`, chromePort));
    }
    // A signed-in page is kept out of search on purpose (robots.txt disallows it): its SEO score
    // is printed but not held to the budget, and the crawlability audit is not reported.
    const isPrivate = Boolean(signIn || cookies);
    // A run whose trace stayed unusable is left out; the other pages are still measured.
    const measured = results.filter((result) => !result.error);
    const errors = results.flatMap((result) => (result.error ? [result.error] : []));
    const failed = [...new Set(measured.flatMap((result) => result.failed))].filter(
      (audit) => !(isPrivate && audit.startsWith('seo: is-crawlable')),
    );
    const row = { label, path, isPrivate, failed, runs, measuredRuns: measured.length, errors };
    if (measured.length > 0) {
      for (const key of [...CATEGORIES, 'cls', 'lcpMs', 'tbtMs']) {
        row[key] = median(measured.map((result) => result[key]));
      }
    }
    rows.push(row);
  }
  return rows;
}

/**
 * LIGHTHOUSE_REPORTS=<folder>: each run's whole report is kept there as JSON (where the main
 * thread went: `bootup-time`, `mainthread-work-breakdown`, `long-tasks`), named by the page's path
 * and the time of the run.
 */
function saveReport(url, report) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(folder, `${name}-${Date.now()}.json`), report);
}

async function runLighthouse(url, port, attempts = 2) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { lhr } = result;
  // A trace can come back unusable (NO_NAVSTART, NO_FCP) when the shared machine is starved: the
  // run is tried again, and then reported as not measured.
  if (lhr.runtimeError && attempts > 1) return runLighthouse(url, port, attempts - 1);
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  saveReport(url, result.report);
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    failed: failedAudits(lhr),
  };
}

/**
 * Lighthouse on each page, `runs` times; starts its own server on a fresh embedded database (with
 * the demo data) and Chromium through chrome-launcher. The signed-in pages run on a second server,
 * the INP bench's (`withInpServer`), on the port after.
 */
export async function benchLighthouse({
  root,
  server,
  port,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  only = process.env.LIGHTHOUSE_ONLY,
}) {
  // LIGHTHOUSE_ONLY: the pages whose label holds it, or one of its `|`-separated parts (to follow
  // one change).
  const parts = only?.split('|') ?? [];
  const chosen = (pages) =>
    pages.filter((page) => !only || parts.some((part) => page.label.includes(part)));
  // chrome-launcher's own flags, its `--disable-features` with the address bar's pop-up renderers
  // added (decision 087): they would take CPU from the page measured.
  const chrome = await launch({
    chromePath: chromiumPath,
    ignoreDefaultFlags: true,
    chromeFlags: [...withHeadlessWasteOff(Launcher.defaultFlags()), ...machineArgs],
  });
  try {
    const publicRows = await withBenchServer({ root, server, port }, (baseUrl, pages) =>
      measurePages(chrome.port, baseUrl, chosen(pages), runs),
    );
    // The signed-in pages' server (its seeding takes a minute) starts only when one is chosen.
    const signedInRows =
      chosen(signedInPageList({})).length === 0
        ? []
        : await withInpServer({ root, server, port: port + 1 }, async (baseUrl, seeded) =>
            measurePages(
              chrome.port,
              baseUrl,
              await signedInPages(chrome.port, baseUrl, seeded, chosen),
              runs,
            ),
          );
    return [...publicRows, ...signedInRows];
  } finally {
    chrome.kill();
  }
}

/** Whether each figure of a row meets its budget. */
function rowChecks(row) {
  const b = LIGHTHOUSE_BUDGETS;
  return {
    performance: row.performance >= b.performance,
    accessibility: row.accessibility >= b.accessibility,
    'best-practices': row['best-practices'] >= b['best-practices'],
    seo: row.isPrivate || row.seo >= b.seo,
    cls: row.cls <= b.cls,
    lcpMs: row.lcpMs <= b.lcpMs,
  };
}

/** Prints the table (and what cost points); true when every page meets every budget. */
export function reportLighthouse(rows) {
  const b = LIGHTHOUSE_BUDGETS;
  const mark = (ok) => (ok ? '✓' : '✗');
  console.log('\nLighthouse, mobile (simulated throttling), median of each figure over the runs:');
  for (const row of rows) {
    for (const failed of row.failed) console.log(`  ${row.label}: ${failed}`);
    for (const error of row.errors) console.log(`  ${row.label}: a run not measured (${error})`);
  }
  console.log(
    `\n| page | performance (≥ ${b.performance}) | accessibility (${b.accessibility}) | best practices (≥ ${b['best-practices']}) | SEO (${b.seo}) | CLS (≤ ${b.cls}) | LCP (≤ ${(b.lcpMs / 1000).toFixed(1)} s) | TBT |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let allOk = true;
  for (const row of rows) {
    // A page no run of which could be measured meets no budget.
    if (row.measuredRuns === 0) {
      allOk = false;
      console.log(`| ${row.label} | not measured: ${row.errors[0]} | | | | | | |`);
      continue;
    }
    const ok = rowChecks(row);
    if (!Object.values(ok).every(Boolean)) allOk = false;
    console.log(
      `| ${row.label}${row.measuredRuns < row.runs ? ` (${row.measuredRuns} of ${row.runs} runs)` : ''} | ${row.performance} ${mark(ok.performance)} | ${row.accessibility} ${mark(ok.accessibility)} | ${row['best-practices']} ${mark(ok['best-practices'])} | ${row.isPrivate ? `${row.seo} (not crawled)` : `${row.seo} ${mark(ok.seo)}`} | ${row.cls.toFixed(3)} ${mark(ok.cls)} | ${(row.lcpMs / 1000).toFixed(1)} s ${mark(ok.lcpMs)} | ${Math.round(row.tbtMs)} ms |`,
    );
  }
  return allOk;
}
