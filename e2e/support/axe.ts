import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the app is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (call it once the page's main content is visible) and fails
 * with every serious or critical WCAG A/AA violation: its rule, its elements and what is wrong.
 * Axe's "label in name" rule (WCAG 2.5.3) is still marked experimental and off by default: it is
 * turned on, so a control's accessible name always contains the text people see on it.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const started = Date.now();
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  console.log(`AXE ${label}: ${Date.now() - started} ms, ${await page.evaluate(() => document.querySelectorAll('*').length)} elements`);
  const violations = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${
          node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? violation.help
        }`,
    ),
  );
  expect(report, `axe on ${label} (${page.url()})`).toEqual([]);
}
