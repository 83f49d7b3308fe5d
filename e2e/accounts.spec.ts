import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { consentCookieName } from '../packages/shared/src/constants/consent';
import * as messages from '../packages/shared/src/messages';
import { createAccount, verifyEmail } from './support/accounts';
import { codeMailedTo, verificationLinkMailedTo } from './support/mail';
import { expectNoSeriousViolations } from './support/axe';

const PASSWORD = 'tradie-pass-1';
const LISTED_COOKIES = ['token', 'verifyToken', 'firstName', 'email', 'encryptedOtp', 'hasSession'];

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a tradie signs up, verifies by mail, signs in, adds a photo and signs out', async ({
  page,
  context,
}) => {
  const email = `tradie-${randomUUID().slice(0, 8)}@example.com.au`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Join Us' }).first().click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'the sign-up choice');
  await page.goto('/signup/professional');
  await page.getByLabel('First name').fill('Jess');
  await page.getByLabel('Last name').fill('Tran');
  await page.getByLabel('Contact number').fill('0412 345 678');
  await page.getByLabel('State').selectOption('QLD');
  await page.getByLabel('City').selectOption('Townsville');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Electrician').check();
  await expectNoSeriousViolations(page, 'the sign-up form', { within: 'main' });
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/user\/verify/);
  const code = await codeMailedTo(email, /verification code/);
  await page.getByLabel('6-digit code').fill(code);
  await expectNoSeriousViolations(page, 'email verification', { within: 'main' });
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(messages.auth.verifiedSignIn)).toBeVisible();
  await expectNoSeriousViolations(page, 'sign in', { within: 'main' });

  await signIn(page, email, PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Professionals',
    'Apprentices',
    'Services',
    'Jobs',
    'Job History',
    'Contact Us',
  ]);
  const menu = page.getByRole('button', { name: /Account menu for Jess Tran/ });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/userProfile');
  await page.getByLabel('Change photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    // A 1×1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByText('Your photo has been updated')).toBeVisible();
  await expectNoSeriousViolations(page, 'the profile');
  await expect(menu.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  for (const name of LISTED_COOKIES) expect(names).not.toContain(name);
  const me = await page.request.get('/api/user/me');
  expect(me.status()).toBe(401);
});

async function fillSignupForm(page: Page, email: string, password: string) {
  await page.getByLabel('First name').fill('Jess');
  await page.getByLabel('Last name').fill('Tran');
  await page.getByLabel('Contact number').fill('0412 345 678');
  await page.getByLabel('State').selectOption('QLD');
  await page.getByLabel('City').selectOption('Townsville');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
}

test('a professional signs up without services, is asked for them on the job requests, and chooses them', async ({
  page,
}) => {
  const email = `no-services-${randomUUID().slice(0, 8)}@example.com.au`;
  await page.goto('/signup/freeProfessional');
  await fillSignupForm(page, email, PASSWORD);
  await expect(page.getByRole('group', { name: 'Services you offer (optional)' })).toContainText(
    messages.services.optionalAtSignup,
  );
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/user\/verify/);
  await page.getByLabel('6-digit code').fill(await codeMailedTo(email, /verification code/));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Jess Tran/ })).toBeVisible();
  // Just verified: on to the next step, not left on the sign-in or verify page.
  await expect(page).toHaveURL('/userProfile?setup=1');
  await expect(page.getByRole('heading', { name: 'Finish setting up your profile' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL('/jobRequests');
  const { title, text, action } = messages.services.noneChosen;
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByLabel('Service')).toBeHidden();

  await page.getByRole('link', { name: action }).click();
  await expect(page).toHaveURL('/userProfile#services');
  await expect(page.getByRole('group', { name: 'Services you offer' })).toBeInViewport();
  await page.getByLabel('Electrician').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();

  await nav.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByLabel('Service')).toBeVisible();
  await expect(page.getByLabel('Service').getByRole('option')).toHaveText([
    'All my services',
    'Electrician',
  ]);
  await expect(page.getByText(title)).toBeHidden();
});

test('someone signs up on a laptop and verifies on a phone from the mailed link, with no cookies there', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `two-devices-${randomUUID().slice(0, 8)}@example.com.au`;
  await page.goto('/signup/client');
  await fillSignupForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('dialog', { name: messages.signup.thankYou })).toBeVisible();

  const link = await verificationLinkMailedTo(email);
  const code = await codeMailedTo(email, /verification code/);
  expect(new URL(link).search).toBe('');
  expect(new URL(link).hash).toContain(`code=${code}`);

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    // None but the consent answer every journey starts with (decision 089): no session.
    const cookies = await phone.cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual([consentCookieName]);
    const phonePage = await phone.newPage();
    const requested: string[] = [];
    phonePage.on('request', (request) => requested.push(request.url()));
    await phonePage.goto(link);

    await expect(phonePage).toHaveURL('/login');
    await expect(phonePage.getByText(messages.auth.verifiedSignIn)).toBeVisible();
    await expect(phonePage.getByLabel('Email', { exact: true })).toHaveValue(email);
    // The code went in the request body only: never in an address a server or a log could see.
    expect(requested.filter((url) => url.includes(code))).toEqual([]);

    await phonePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phonePage.getByRole('button', { name: 'Sign In' }).click();
    // Just verified, a client goes on to post a job.
    await expect(phonePage).toHaveURL('/postJob');
    await expect(phonePage.getByRole('heading', { name: 'Post a job' })).toBeVisible();
    await expect(phonePage.getByRole('dialog')).toBeHidden();
  } finally {
    await phone.close();
  }
});

test('a forgotten password is reset by mail, and the old one stops working', async ({
  page,
  request,
}) => {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com.au`;
  const services = (await (await request.get('/api/service?limit=1')).json()).data.items;
  const signup = await request.post('/api/user/signup', {
    data: {
      firstName: 'Ari',
      lastName: 'Singh',
      contactNumber: '0298765432',
      address: { state: 'NSW', city: 'Sydney' },
      userType: 'apprentice',
      email,
      password: 'old-password',
      services: [services[0]._id],
    },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL('/forgotPassword');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expectNoSeriousViolations(page, 'forgot password');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await codeMailedTo(email, /password reset code/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password', { exact: true }).fill('new-password');
  await page.getByLabel('Confirm new password').fill('new-password');
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByText(messages.auth.passwordReset)).toBeVisible();

  await signIn(page, email, 'old-password');
  await expect(page.getByRole('alert')).toContainText(messages.auth.wrongCredentials);
  await signIn(page, email, 'new-password');
  await expect(page.getByRole('button', { name: /Account menu for Ari Singh/ })).toBeVisible();
});

test('signed-in pages send a signed-out visitor to sign in, and back afterwards', async ({
  page,
  request,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?next=%2Fsettings');
  await expect(page).toHaveTitle('TradeMate/Sign In');
  expect((await request.get('/api/user/me')).status()).toBe(401);
});

test('a signed-in user sends a support ticket with their own reason', async ({ page, request }) => {
  const email = `ticket-${randomUUID().slice(0, 8)}@example.com.au`;
  const signup = await request.post('/api/user/signup', {
    data: {
      firstName: 'Noah',
      lastName: 'Wilson',
      contactNumber: '0400111222',
      address: { state: 'SA', city: 'Adelaide' },
      email,
      password: 'ticket-pass',
    },
  });
  expect(signup.status()).toBe(201);
  await signIn(page, email, 'ticket-pass');
  await expect(page.getByRole('button', { name: /Account menu for Noah Wilson/ })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Create A Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create A Ticket' });
  await dialog.getByLabel('Reason').selectOption('others');
  await dialog.getByLabel('Your reason').fill('The tradie left rubbish behind');
  await dialog
    .getByLabel('Describe the problem')
    .fill('Offcuts and cement bags were left in the driveway.');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText(messages.ticket.created)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a client must verify their email before posting a job, and never gets the job requests', async ({
  page,
  request,
}) => {
  // One account for both rules: the API takes only 10 sign-ups an hour from one address.
  const client = await createAccount(request, {
    firstName: 'Mia',
    lastName: 'Kelly',
    userType: 'client',
    verified: false,
  });
  await signIn(page, client.email, client.password);
  await expect(page.getByRole('button', { name: /Account menu for Mia Kelly/ })).toBeVisible();

  await page.goto('/postJob');
  const verify = page.getByRole('dialog', { name: messages.authModal.verify.title });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(messages.authModal.verify.text);
  await expect(page.getByRole('button', { name: 'Post job' })).toBeHidden();

  await verifyEmail(request, client);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Post a job' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/jobRequests');
  await expect(page.getByRole('heading', { name: messages.auth.noAccess })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job requests' })).toBeHidden();
  await page.getByRole('link', { name: messages.notFound.backHome }).click();
  await expect(page).toHaveURL('/');
});
