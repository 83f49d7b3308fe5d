import { expect, type Page } from '@playwright/test';
import { waitForApp } from './app-ready';

/**
 * Opens `path` and waits until the app has taken the page over, watching from before any script
 * runs: the page's heading must be the element the server sent, no element the server sent may
 * be removed (a flash of the loading state, or a page rendered again), and nothing may be logged
 * as an error (React reports a mismatch between the server's page and its own that way).
 */
export async function openAndWatchTakeover(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An unknown address is answered with a 404 on purpose; Chromium reports it as the document
    // failing to load. Any other resource that fails is a problem.
    const isDocument404 =
      message.text().includes('status of 404') && message.location().url === page.url();
    if (!isDocument404) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const watch = window as unknown as { serverHeading?: Element | null; removed?: string[] };
    document.addEventListener('readystatechange', () => {
      // Parsed, before the app's module script runs.
      if (document.readyState !== 'interactive') return;
      watch.serverHeading = document.querySelector('h1');
      watch.removed = [];
      const root = document.getElementById('root')!;
      // What the server sent; what the app adds later (a placeholder that makes way for a
      // section loaded as it nears the screen) may go.
      const sent = new Set(Array.from(root.querySelectorAll('*')));
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && sent.has(node)) {
              watch.removed!.push(node.outerHTML.slice(0, 120));
            }
          }
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
  await page.goto(path);
  await waitForApp(page);
  const watched = await page.evaluate(() => {
    const watch = window as unknown as { serverHeading?: Element | null; removed?: string[] };
    return {
      sameHeading: watch.serverHeading === document.querySelector('h1'),
      hadHeading: Boolean(watch.serverHeading),
      removed: watch.removed,
    };
  });
  expect(watched).toEqual({ sameHeading: true, hadHeading: true, removed: [] });
  return problems;
}
