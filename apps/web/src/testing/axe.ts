/**
 * axe-core's checks on what a test rendered, held to the rules the journeys hold pages to
 * (`e2e/support/axe.ts`): WCAG 2.0 to 2.2 A and AA, serious and critical violations, with "label
 * in name" turned on. jsdom lays nothing out, so the rules that need a layout (colour contrast,
 * target size) are left to the journeys, which run axe in a browser. Used by tests only.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

const blocking = new Set(['serious', 'critical']);

export async function expectNoAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
    rules: {
      'label-content-name-mismatch': { enabled: true },
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
    },
  });
  const report = results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
  expect(report).toEqual([]);
}
