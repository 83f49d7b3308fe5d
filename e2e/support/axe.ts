import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the app is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (call it once the page's main content is visible) and fails
 * with every serious or critical WCAG A/AA violation: its rule, its elements and what is wrong.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
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
