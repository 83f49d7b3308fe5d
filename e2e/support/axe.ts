import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the app is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (call it once the page's main content is visible, once per
 * state of the page) and fails with every serious or critical WCAG A/AA violation: its rule, its
 * elements and what is wrong. Axe's "label in name" rule (WCAG 2.5.3) is still marked experimental
 * and off by default: it is turned on, so a control's name always contains the text people see.
 *
 * `within: 'main'` checks only the page's own content, for a page whose header and footer the
 * journey has already checked in the same state (signed in or out, same counts); never to leave
 * out anything people see that no check covers.
 *
 * Axe runs in the page itself (the app has no frames) and reports only what fails: the default
 * run opens a blank page of its own to merge per-frame results and carries every passing element
 * back and forth, which on a busy machine took most of a journey's time.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { within }: { within?: 'main' } = {},
) {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(wcagTags)
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
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
