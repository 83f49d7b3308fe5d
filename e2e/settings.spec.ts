import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import {
  createAccount,
  findService,
  openAccountMenu,
  signIn,
  signedInRequest,
  type Account,
} from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';

async function openSettings(page: Page, account: Account) {
  await openAccountMenu(page, account.fullName);
  await page.getByRole('menuitem', { name: messages.nav.settings }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page).toHaveTitle('TradeMate/Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoSeriousViolations(page, 'settings');
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('a user changes their password: the old one stops working, the new one signs in', async ({
  page,
  request,
  baseURL,
}) => {
  // Settings, then signing out and in twice: longer than one page's journey.
  test.slow();
  const account = await createAccount(request, {
    firstName: 'Grace',
    lastName: 'Nolan',
    userType: 'client',
    verified: true,
  });
  const newPassword = `new-${randomUUID().slice(0, 8)}`;
  // Signed in on another device too.
  const otherDevice = await signedInRequest(baseURL, account);
  expect((await otherDevice.get('/api/user/me')).status()).toBe(200);

  await signIn(page, account);
  await openSettings(page, account);

  // A wrong current password is refused on its field, and changes nothing.
  await changePassword(page, 'not-my-password', newPassword);
  const current = page.getByLabel('Current password', { exact: true });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(messages.auth.currentPasswordWrong);
  expect((await otherDevice.get('/api/user/me')).status()).toBe(200);

  await changePassword(page, account.password, newPassword);
  await expect(
    page.getByRole('status').filter({ hasText: messages.auth.passwordChanged }),
  ).toBeVisible();
  await expect(current).toHaveValue('');

  // Signed out everywhere else, still signed in here.
  expect((await otherDevice.get('/api/user/me')).status()).toBe(401);
  await otherDevice.dispose();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  await openAccountMenu(page, account.fullName);
  await page.getByRole('menuitem', { name: messages.nav.logout }).click();
  await expect(page.getByRole('link', { name: messages.nav.signIn })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.auth.wrongCredentials);

  await signIn(page, { email: account.email, password: newPassword });
});

test('a tradie switches their availability off and on, and the directory shows it', async ({
  browser,
  page,
  request,
}) => {
  // Two people, each through several pages.
  test.slow();
  const roofer = await findService(request, 'Roofer');
  const [tradie, apprentice] = await Promise.all([
    createAccount(request, {
      firstName: 'Kai',
      lastName: `Turner-${randomUUID().slice(0, 4)}`,
      userType: 'tradie',
      services: [roofer._id],
      address: { state: 'TAS', city: 'Hobart' },
      verified: true,
    }),
    createAccount(request, {
      firstName: 'Leah',
      lastName: 'Dunn',
      userType: 'apprentice',
      services: [roofer._id],
      verified: true,
    }),
  ]);
  const directory = `/professional?serviceId=${roofer._id}&state=TAS&city=Hobart`;
  const cardIn = (viewer: Page) =>
    viewer
      .getByRole('list', { name: 'Professionals', exact: true })
      .getByRole('listitem')
      .filter({ has: viewer.getByRole('link', { name: tradie.fullName, exact: true }) });

  // An apprentice and the tradie both see the tradie as available.
  const apprenticeContext = await browser.newContext();
  const apprenticePage = await apprenticeContext.newPage();
  await signIn(apprenticePage, apprentice);
  await apprenticePage.goto(directory);
  await expect(cardIn(apprenticePage)).toContainText(messages.directory.available);

  await signIn(page, tradie);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: messages.nav.professionals })
    .click();
  await expect(cardIn(page)).toContainText(messages.directory.available);

  await openSettings(page, tradie);
  const availability = page.getByRole('switch', { name: 'Available for new work' });
  await expect(availability).toBeChecked();
  await availability.click();
  await expect(availability).not.toBeChecked();
  await expect(
    page.getByText('Clients see that you are not taking on new jobs right now.'),
  ).toBeVisible();

  // The tradie's own way back to the directory, and the apprentice's next look, both show it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: messages.nav.professionals })
    .click();
  await expect(cardIn(page)).toContainText(messages.directory.notTakingWork);
  await cardIn(page).getByRole('link', { name: tradie.fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: tradie.fullName })).toBeVisible();
  await expect(page.getByText(messages.directory.notTakingWork)).toBeVisible();

  await apprenticePage.reload();
  await expect(cardIn(apprenticePage)).toContainText(messages.directory.notTakingWork);

  // A reload of the settings shows what the server keeps; switching back makes them available.
  await openSettings(page, tradie);
  await expect(availability).not.toBeChecked();
  await page.reload();
  await expect(availability).not.toBeChecked();
  await availability.click();
  await expect(availability).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(`/professional/${tradie._id}`);
  await expect(page.getByText(messages.directory.available, { exact: true })).toBeVisible();

  await apprenticePage.reload();
  await expect(cardIn(apprenticePage)).toContainText(messages.directory.available);
  await apprenticeContext.close();
});
