import { randomUUID } from 'node:crypto';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn } from './support/accounts';
import { waitForApp } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe';

const DEMO_PASSWORD = 'trademate-demo';
/** The demo tradie whose monthly plan was cancelled and ended a few days ago. */
const EXPIRED_TRADIE = { email: 'ryan.costa@demo.trademate.com.au', name: 'Ryan Costa' };

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A new client posts an open job in the service through the API; returns its title. */
async function postJob(request: APIRequestContext, serviceId: string) {
  const client = await createAccount(request, {
    firstName: 'Amy',
    lastName: 'Reid',
    userType: 'client',
    verified: true,
  });
  // The client's own cookie jar, apart from the browser page's session.
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/user/login', {
    data: { email: client.email, password: client.password },
  });
  expect(login.status()).toBe(200);
  const title = `Fix a leaking tap ${randomUUID().slice(0, 8)}`;
  const posted = await api.post('/api/job', {
    data: {
      service: serviceId,
      title,
      description: 'The kitchen mixer tap drips all night and the washer looks worn.',
      address: { state: 'VIC', city: 'Melbourne' },
      budgetMin: 150,
      budgetMax: 400,
      timing: 'flexible',
      photos: [],
      consent: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await api.dispose();
  return title;
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Sam Doyle');
}

function openJobRequestCard(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Job requests' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a free tradie upgrades in test mode: a declined card changes nothing, the success card makes them a tradie', async ({
  page,
  request,
}) => {
  const plumber = await findService(request, 'plumb');
  const title = await postJob(request, plumber._id);
  const freeTradie = await createAccount(request, {
    firstName: 'Sam',
    lastName: 'Doyle',
    userType: 'freeTradie',
    services: [plumber._id],
    verified: true,
  });
  await signIn(page, freeTradie);
  await expect(mainNav(page).getByRole('link', { name: 'Job History' })).toHaveCount(0);

  await page.goto('/jobRequests');
  // The feed arrives rendered (decision 046); its cards' buttons answer once the app has it.
  await waitForApp(page);
  await openJobRequestCard(page, title);
  const upgrade = page.getByRole('dialog', { name: messages.authModal.upgradeToPreview.title });
  await expect(upgrade).toContainText(messages.authModal.upgradeToPreview.text);
  await expectNoSeriousViolations(page, 'the upgrade-to-preview modal');
  await upgrade.getByRole('button', { name: messages.authModal.upgradeNow }).click();
  await expect(page).toHaveURL('/userSubscription');

  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan).toContainText('Free');
  await expect(currentPlan.getByLabel('Monthly: $49 a month')).toBeChecked();
  await expectNoSeriousViolations(page, 'the subscription page, free plan');
  await currentPlan.getByRole('button', { name: 'Upgrade now' }).click();

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText(
    'Test mode: no card is charged.',
  );
  await expect(page.getByText('Professional, billed monthly')).toBeVisible();
  await expect(page.getByText('GST included ($4.45)')).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout');

  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.payments.declined);
  await expectNoSeriousViolations(page, 'checkout, card declined');
  await expect(page).toHaveURL(/\/checkout\//);
  const meAfterDecline = await page.request.get('/api/user/me');
  expect((await meAfterDecline.json()).data.userType).toBe('freeTradie');

  await page.getByLabel('Card number').fill(SUCCESS_CARD);
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page).toHaveURL('/userSubscription?checkout=success');
  await expect(page.getByText(/Thank you: your payment went through/)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Job History' })).toBeVisible();
  await expect(currentPlan).toContainText('Professional monthly');
  await expect(currentPlan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  const invoices = page.getByRole('list', { name: 'Tax invoices' });
  await expect(invoices.getByRole('listitem')).toHaveCount(1);
  await expect(invoices.getByRole('link', { name: /^Download PDF of tax invoice / })).toBeVisible();
  await expectNoSeriousViolations(page, 'the subscription page, paid, with its invoice');

  await page.goto('/jobRequests');
  await page
    .getByRole('list', { name: 'Job requests' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('an expired tradie meets Renew Your Subscription on a gated page and renews', async ({
  page,
  request,
}) => {
  const plumber = await findService(request, 'plumb');
  const title = await postJob(request, plumber._id);
  await signIn(page, { email: EXPIRED_TRADIE.email, password: DEMO_PASSWORD });

  await page.goto('/jobRequests');
  // The feed arrives rendered (decision 046); its cards' buttons answer once the app has it.
  await waitForApp(page);
  await openJobRequestCard(page, title);
  const renew = page.getByRole('dialog', { name: messages.authModal.subscriptionExpired.title });
  await expect(renew).toContainText(messages.authModal.subscriptionExpired.text);
  await renew.getByRole('button', { name: 'Renew my subscription' }).click();
  await expect(page).toHaveURL('/userSubscription');

  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan.getByRole('heading', { name: 'Renew your subscription' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the subscription page, expired');
  await expect(currentPlan).toContainText('Expired');
  await currentPlan.getByRole('button', { name: 'Renew now' }).click();

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page).toHaveURL('/userSubscription?checkout=success');
  await expect(page.getByText(/Thank you: your payment went through/)).toBeVisible();
  await expect(currentPlan).toContainText('Active');

  await page.goto('/jobRequests');
  await page
    .getByRole('list', { name: 'Job requests' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
