import { randomUUID } from 'node:crypto';
import {
  request as apiRequest,
  expect,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import * as messages from '../packages/shared/src/messages';
import { codeMailedTo } from './support/mail';

const DEMO_PASSWORD = 'trademate-demo';
/** The demo tradie whose monthly plan was cancelled and ended a few days ago. */
const EXPIRED_TRADIE = { email: 'ryan.costa@demo.trademate.com.au', name: 'Ryan Costa' };

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

interface Account {
  email: string;
  password: string;
  fullName: string;
}

async function findService(request: APIRequestContext, search: string) {
  const response = await request.get(`/api/service?search=${encodeURIComponent(search)}&limit=1`);
  expect(response.status()).toBe(200);
  const [service] = (await response.json()).data.items as { _id: string; name: string }[];
  expect(service, `a service matching “${search}”`).toBeDefined();
  return service!;
}

/** A new account with a unique email, verified with the code mailed at sign-up. */
async function createVerifiedAccount(
  request: APIRequestContext,
  userType: 'client' | 'freeTradie',
  services: string[] = [],
): Promise<Account> {
  const email = `${userType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com.au`;
  const password = `pass-${randomUUID().slice(0, 8)}`;
  const [firstName, lastName] = userType === 'client' ? ['Amy', 'Reid'] : ['Sam', 'Doyle'];
  const signup = await request.post('/api/user/signup', {
    data: {
      firstName,
      lastName,
      contactNumber: '0412345678',
      address: { state: 'VIC', city: 'Melbourne' },
      userType,
      email,
      password,
      services,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { encryptedOTP, verifyToken } = (await signup.json()).data;
  const code = await codeMailedTo(email, /verification code/);
  const check = await request.post('/api/user/checkValidOTP', {
    headers: { authorization: verifyToken },
    data: { encryptedOTP, optEnteredByUser: code },
  });
  expect(check.status(), await check.text()).toBe(200);
  return { email, password, fullName: `${firstName} ${lastName}` };
}

/** A new client posts an open job in the service through the API; returns its title. */
async function postJob(request: APIRequestContext, serviceId: string) {
  const client = await createVerifiedAccount(request, 'client');
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

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
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
  const freeTradie = await createVerifiedAccount(request, 'freeTradie', [plumber._id]);
  await signIn(page, freeTradie.email, freeTradie.password);
  await expect(mainNav(page).getByRole('link', { name: 'Job History' })).toHaveCount(0);

  await page.goto('/jobRequests');
  await openJobRequestCard(page, title);
  const upgrade = page.getByRole('dialog', { name: messages.authModal.upgradeToPreview.title });
  await expect(upgrade).toContainText(messages.authModal.upgradeToPreview.text);
  await upgrade.getByRole('button', { name: messages.authModal.upgradeNow }).click();
  await expect(page).toHaveURL('/userSubscription');

  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan).toContainText('Free');
  await expect(currentPlan.getByLabel('Monthly: $49 a month')).toBeChecked();
  await currentPlan.getByRole('button', { name: 'Upgrade now' }).click();

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText(
    'Test mode: no card is charged.',
  );
  await expect(page.getByText('Professional, billed monthly')).toBeVisible();
  await expect(page.getByText('GST included ($4.45)')).toBeVisible();

  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.payments.declined);
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
  await signIn(page, EXPIRED_TRADIE.email, DEMO_PASSWORD);

  await page.goto('/jobRequests');
  await openJobRequestCard(page, title);
  const renew = page.getByRole('dialog', { name: messages.authModal.subscriptionExpired.title });
  await expect(renew).toContainText(messages.authModal.subscriptionExpired.text);
  await renew.getByRole('button', { name: 'Renew my subscription' }).click();
  await expect(page).toHaveURL('/userSubscription');

  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan.getByRole('heading', { name: 'Renew your subscription' })).toBeVisible();
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
