import { randomUUID } from 'node:crypto';
import * as messages from '../packages/shared/src/messages';
import { createAccount, signIn } from './support/accounts';
import { waitForApp } from './support/app-ready';
import {
  analyticsGranted,
  collectApiIds,
  expectEvent,
  expectNothingPersonal,
  personalDataOf,
  pushedEvents,
  recordEventsAcrossPages,
  recordedEvents,
} from './support/data-layer';
import { expect, test } from './support/test';

// Each person here accepted analytics earlier: the events of their steps reach the data layer.
test.use({ storedConsent: analyticsGranted });

const SUCCESS_CARD = '4242 4242 4242 4242';

test('signing up, signing in, the newsletter and a ticket each push their event, with nothing personal', async ({
  page,
  request,
}) => {
  const apiIds = collectApiIds(page);
  const id = randomUUID().slice(0, 8);
  const newcomer = {
    email: `analytics-signup-${id}@example.com.au`,
    firstName: 'Winifred',
    lastName: `Okonkwo${id.slice(0, 4)}`,
  };
  const password = `pass-${randomUUID().slice(0, 8)}`;

  // A new client signs up: the event says how, and as which kind of user.
  await page.goto('/signup/client');
  await waitForApp(page);
  await page.getByLabel('First name').fill(newcomer.firstName);
  await page.getByLabel('Last name').fill(newcomer.lastName);
  await page.getByLabel('Contact number').fill('0412 345 678');
  await page.getByLabel('State').selectOption('QLD');
  await page.getByLabel('City').selectOption('Townsville');
  await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('dialog', { name: messages.signup.thankYou })).toBeVisible();
  await expectEvent(page, 'sign_up', { method: 'email', user_type: 'client' });
  expectNothingPersonal(await pushedEvents(page), [...personalDataOf(newcomer), ...apiIds]);

  // A member signs in, subscribes to the newsletter from the home page and opens a ticket.
  const member = await createAccount(request, {
    firstName: 'Cordelia',
    lastName: `Fairweather${id.slice(0, 4)}`,
    userType: 'client',
    verified: true,
  });
  await signIn(page, member);
  await expectEvent(page, 'login', { method: 'email' });

  await page.goto('/');
  await waitForApp(page);
  const newsletter = page.getByRole('form', { name: 'Newsletter' });
  const newsletterAddress = `analytics-reader-${id}@example.com.au`;
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(newsletterAddress);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText(messages.newsletter.success);
  await expectEvent(page, 'newsletter_sign_up');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Create A Ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'Create A Ticket' });
  await ticket.getByLabel('Reason').selectOption('The Professional is late');
  await ticket.getByLabel('Describe the problem').fill('The plumber arrived three hours late.');
  await ticket.getByRole('button', { name: 'Send ticket' }).click();
  await expect(ticket.getByText(messages.ticket.created)).toBeVisible();
  await expectEvent(page, 'ticket_created');

  expect(apiIds.size).toBeGreaterThan(0);
  expectNothingPersonal(await pushedEvents(page), [
    ...personalDataOf(member),
    member._id,
    newsletterAddress,
    ...apiIds,
  ]);
});

test('a free professional upgrades: the checkout and the purchase carry the plan and its price in dollars', async ({
  context,
  page,
  request,
}) => {
  // The payment page is a page load of its own: the events are kept across the two.
  await recordEventsAcrossPages(context);
  const apiIds = collectApiIds(page);
  const professional = await createAccount(request, {
    firstName: 'Ignatius',
    lastName: `Pemberton${randomUUID().slice(0, 4)}`,
    userType: 'freeTradie',
    verified: true,
  });
  await signIn(page, professional);

  await page.goto('/userSubscription');
  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan.getByLabel('Monthly: $49 a month')).toBeChecked();
  await currentPlan.getByRole('button', { name: 'Upgrade now' }).click();
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
  const plan = { value: 49, currency: 'AUD', plan: 'professional-monthly' };
  expect((await recordedEvents(page)).filter((entry) => entry.event === 'begin_checkout')).toEqual([
    { event: 'begin_checkout', ...plan },
  ]);

  await page.getByLabel('Card number').fill(SUCCESS_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(professional.fullName);
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page).toHaveURL('/userSubscription?checkout=success');
  await expect(page.getByText(/Thank you: your payment went through/)).toBeVisible();
  await expectEvent(page, 'purchase', plan);

  const recorded = await recordedEvents(page);
  expect(recorded.map((entry) => entry.event)).toEqual(
    expect.arrayContaining(['login', 'begin_checkout', 'purchase']),
  );
  expectNothingPersonal(recorded, [...personalDataOf(professional), professional._id, ...apiIds]);
});
