import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { states } from '../packages/shared/src/constants/states';
import { userTypes } from '../packages/shared/src/constants/users';
import * as messages from '../packages/shared/src/messages';
import { signInFirstAdmin } from './support/console';
import { startOwnServer } from './support/own-server';
import { openAndWatchTakeover } from './support/takeover';
import { expectNoSeriousViolations } from './support/axe';

const typeLabels = messages.people.userTypeLabels;

/** How many people the console's People search finds with these filters: counted apart. */
async function peopleCount(page: Page, filters: Record<string, string>): Promise<number> {
  const response = await page.request.get(
    `/api/admin/users?${new URLSearchParams({ ...filters, limit: '1' })}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()).data.total;
}

/** A chart's figures as its table has them: the column sums, by column heading. */
async function columnSums(page: Page, chart: string): Promise<Record<string, number>> {
  const figure = page.getByRole('figure', { name: chart });
  const details = figure.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await figure.getByText('Show as a table').click();
  }
  const table = figure.getByRole('table', { name: chart });
  await expect(table).toBeVisible();
  return table.evaluate((element) => {
    const table = element as HTMLTableElement;
    const headings = Array.from(table.tHead!.rows[0]!.cells)
      .slice(1)
      .map((cell) => cell.textContent!);
    const sums = Object.fromEntries(headings.map((heading) => [heading, 0]));
    for (const row of Array.from(table.tBodies[0]!.rows)) {
      Array.from(row.cells)
        .slice(1)
        .forEach((cell, index) => {
          sums[headings[index]!]! += Number(cell.textContent!.replace(/[^\d.]/g, '')) || 0;
        });
    }
    return sums;
  });
}

/**
 * The seven charts, each drawn as it comes near the screen (decision 099): the first as the page
 * loads, the last only once scrolled toward.
 */
async function expectChartsDrawnAsScrolled(page: Page) {
  const charts = page.locator('.numbers-chart');
  await expect(charts).toHaveCount(7);
  await expect(charts.first().locator('canvas')).toHaveCount(1);
  await expect(charts.last().locator('canvas')).toHaveCount(0);
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toHaveCount(1);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

function tileValue(page: Page, label: string) {
  return page.getByTestId('numbers-tile').filter({ hasText: label }).locator('p').nth(1);
}

test('an admin reads the numbers of the demo data', async ({ browser }) => {
  // Its own server, with the demo data added from the command line (`npm run seed:demo`).
  test.slow();
  const server = await startOwnServer();
  try {
    expect(await server.operatorCommand('seed-demo.js', [])).toContain('Demo data added.');
    const admin = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });

    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Numbers' })
      .click();
    await expect(admin.getByRole('heading', { name: 'Numbers', level: 1 })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Weekly' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectChartsDrawnAsScrolled(admin);
    await expectNoSeriousViolations(admin, "the console's numbers, weekly");

    // Monthly: the last 12 months hold every demo sign-up (the demo's people joined within 120
    // days), so each type's sign-ups add up to the People search's count of that type.
    await admin.getByRole('button', { name: 'Monthly' }).click();
    await expect(admin).toHaveURL(/period=month/);
    await expect(admin.getByRole('button', { name: 'Monthly' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(admin.getByRole('heading', { name: /^[A-Z][a-z]+ \d{4}$/ })).toBeVisible();
    await expectNoSeriousViolations(admin, "the console's numbers, monthly");
    const signUps = await columnSums(admin, 'Sign-ups by account type');
    for (const userType of userTypes) {
      const expected = await peopleCount(admin, { userType });
      expect(expected, userType).toBeGreaterThan(0);
      expect(signUps[typeLabels[userType]], userType).toBe(expected);
    }

    // Paying professionals now: the People search's paid plans; revenue: theirs at the monthly
    // price the plans list gives (the demo pays monthly).
    const paying = await peopleCount(admin, { plan: 'paid' });
    expect(paying).toBeGreaterThan(0);
    await expect(tileValue(admin, 'Paying professionals')).toHaveText(String(paying));
    const plans = (await (await admin.request.get('/api/plan')).json()).data as Array<{
      code: string;
      priceCents: number;
    }>;
    const monthly = plans.find((plan) => plan.code === 'professional-monthly')!.priceCents;
    await expect(tileValue(admin, 'Monthly recurring revenue')).toHaveText(
      `$${(paying * monthly) / 100}`,
    );

    // One state: its sign-ups are its people.
    const state = states.find((code) => code === 'NSW')!;
    await admin.getByLabel('State').selectOption(state);
    await expect(admin).toHaveURL(/state=NSW/);
    await expect
      .poll(async () => {
        const sums = await columnSums(admin, 'Sign-ups by account type');
        return Object.values(sums).reduce((sum, value) => sum + value, 0);
      })
      .toBe(await peopleCount(admin, { state }));

    // Opened afresh, the numbers and People arrive rendered for the admin, with their figures and
    // results, and the console takes them over as they are (decision 090).
    const problems = await openAndWatchTakeover(admin, '/admin/numbers?period=month');
    await expect(admin.getByRole('button', { name: 'Monthly' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectChartsDrawnAsScrolled(admin);
    problems.push(...(await openAndWatchTakeover(admin, '/admin/people?userType=tradie')));
    await expect(admin.getByRole('list', { name: 'Search results' })).toContainText(
      'demo.trademate.com.au',
    );
    await expectNoSeriousViolations(admin, "the console's People, first load");
    expect(problems).toEqual([]);
  } finally {
    await server.close();
  }
});
