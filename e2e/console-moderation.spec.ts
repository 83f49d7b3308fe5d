import { request as apiRequest } from '@playwright/test';
import { expect, test } from './support/test';
import { company } from '../packages/shared/src/constants/company';
import * as messages from '../packages/shared/src/messages';
import { createAccount, signIn } from './support/accounts';
import { signInFirstAdmin } from './support/console';
import { startOwnServer } from './support/own-server';
import { expectNoSeriousViolations } from './support/axe';

test('suspend a user and they are signed out and refused', async ({ browser }) => {
  // Its own server: the first admin comes from the command line, run on its stopped database.
  test.slow();
  const server = await startOwnServer();
  try {
    const admin = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });

    // A customer, signed in in a browser of their own.
    const setup = await apiRequest.newContext({ baseURL: server.baseURL });
    const customer = await createAccount(setup, {
      firstName: 'Ethan',
      lastName: 'Walsh',
      userType: 'client',
      verified: true,
    });
    await setup.dispose();
    const customerContext = await browser.newContext({ baseURL: server.baseURL });
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, customer);

    // The admin finds them in People and suspends them with a reason.
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'People' })
      .click();
    await admin.getByLabel('Name, email or phone').fill(customer.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('link', { name: 'Ethan Walsh' }).click();
    await expect(admin.getByRole('heading', { name: 'Ethan Walsh', level: 1 })).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await admin.getByRole('button', { name: 'Suspend' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Suspend Ethan Walsh?' });
    await dialog.getByLabel(/Reason/).fill('Asked tradies to pay outside TradeMate');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(admin.getByText(messages.people.suspendedMessage('Ethan Walsh'))).toBeVisible();
    await expect(admin.getByText('Not signed in anywhere.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Reinstate' })).toBeVisible();
    await expectNoSeriousViolations(admin, "the console's person page, suspended");

    // The customer's next page load is signed out; signing in again says why.
    await customerPage.reload();
    await expect(customerPage.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(customerPage.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
    await customerPage.goto('/login');
    await customerPage.getByLabel('Email', { exact: true }).fill(customer.email);
    await customerPage.getByLabel('Password', { exact: true }).fill(customer.password);
    await customerPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(customerPage.getByRole('alert')).toHaveText(
      messages.auth.suspended(company.supportEmail),
    );
    await expectNoSeriousViolations(customerPage, 'sign-in, refused as suspended');

    // The suspension is in the audit log with its reason.
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(admin.getByRole('cell', { name: 'user.suspend' })).toBeVisible();
    await customerContext.close();
    await admin.context().close();
  } finally {
    await server.close();
  }
});
