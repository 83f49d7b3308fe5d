/**
 * axe-core's checks on what a test rendered: every control labelled, lists and landmarks well
 * formed, no duplicate ids. jsdom lays nothing out, so the rules that need a layout (colour
 * contrast, target size) are left to the journeys, which run axe in a browser. Used by tests only.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectNoAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      // A component rendered alone is not a whole page: no landmarks or top heading around it.
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
