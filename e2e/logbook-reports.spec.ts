import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { signInFirstAdmin } from './support/console';
import { startOwnServer } from './support/own-server';

test("an apprentice shows their logbook's verified hours on their profile, then keeps them off it", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const electrician = await findService(request, 'Electrician');
  const [ruby, jack] = await Promise.all([
    createAccount(request, {
      firstName: 'Ruby',
      lastName: `Lang-${randomUUID().slice(0, 4)}`,
      userType: 'apprentice',
      services: [electrician._id],
      verified: true,
    }),
    createAccount(request, {
      firstName: 'Jack',
      lastName: 'Morgan',
      userType: 'tradie',
      services: [electrician._id],
      verified: true,
    }),
  ]);
  const asRuby = await signedInRequest(baseURL, ruby);
  const setHoursShown = async (showVerifiedHours: boolean) => {
    const saved = await asRuby.put('/api/logbook/settings', {
      data: { targetHours: 4_000, showVerifiedHours },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await saved.json()).message).toBe(messages.logbook.settingsSaved);
  };

  await signIn(page, jack);
  await page.goto(`/apprentice/${ruby._id}`);
  await expect(page.getByRole('heading', { level: 1, name: ruby.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verified training hours' })).toHaveCount(0);

  await setHoursShown(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verified training hours' })).toBeVisible();
  await expect(page.getByText('Ruby has no verified hours yet.')).toBeVisible();
  await expectNoSeriousViolations(page, "an apprentice's profile with their verified hours");

  // The PDF for her training organisation, of a period with nothing verified yet.
  const pdf = await asRuby.get('/api/logbook/export.pdf?from=2026-01-01&to=2026-06-30');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await setHoursShown(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ruby.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verified training hours' })).toHaveCount(0);
  await asRuby.dispose();
});

test("an admin adds a unit to a trade's logbook units, renames it and hides it, each audited", async ({
  browser,
}) => {
  test.slow();
  const server = await startOwnServer();
  try {
    const page = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });
    const code = `UEE${randomUUID().slice(0, 5).toUpperCase()}`;

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Logbook units' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logbook units' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a unit' }).click();
    const form = page.getByRole('dialog', { name: 'Add a unit' });
    await form.getByLabel('Trade').selectOption({ label: 'Electrician' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Title').fill('Install wiring for low voltage circuits');
    await form.getByRole('button', { name: 'Add unit' }).click();
    await expect(page.getByText(messages.logbookReports.unitAdded(code))).toBeVisible();
    const electrician = page.getByRole('list', { name: 'Electrician units' });
    await expect(electrician.getByText('Install wiring for low voltage circuits')).toBeVisible();
    await expectNoSeriousViolations(page, "the console's logbook units");

    await electrician.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    await expect(edit.getByLabel('Trade')).toHaveValue(/[0-9a-f-]{36}/);
    await edit.getByLabel('Title').fill('Install wiring and accessories for low voltage circuits');
    await expectNoSeriousViolations(page, "the console's logbook unit form");
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${code}: ${messages.logbook.unitSaved}`)).toBeVisible();

    await electrician.getByRole('button', { name: `Hide ${code}` }).click();
    await expect(
      page.getByText(`${code} is hidden: apprentices can no longer choose it for new entries.`),
    ).toBeVisible();
    await expect(electrician.getByRole('button', { name: `Show ${code}` })).toBeVisible();

    await page.goto('/admin/audit');
    for (const action of ['logbookUnit.add', 'logbookUnit.update', 'logbookUnit.hide']) {
      await expect(page.getByRole('cell', { name: action })).toBeVisible();
    }
    await page.context().close();
  } finally {
    await server.close();
  }
});
