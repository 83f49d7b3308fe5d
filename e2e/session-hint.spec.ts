import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, signIn } from './support/accounts';

/** Every request the page makes to `GET /api/user/me`, and every error its console shows. */
function watch(page: Page) {
  const meRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/me') meRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { meRequests, consoleErrors };
}

test('a signed-out visitor never asks who is signed in, and the console stays clear', async ({
  page,
}) => {
  const { meRequests, consoleErrors } = watch(page);
  for (const path of ['/', '/service', '/blogs']) {
    await page.goto(path);
    // The app renders only once it knows who is signed in: any question would be out by now.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
  expect(meRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in visitor keeps the session on reload; after sign-out the questions stop', async ({
  page,
  request,
  context,
}) => {
  const account = await createAccount(request, {
    firstName: 'Ava',
    lastName: 'Brooks',
    userType: 'client',
    verified: true,
  });
  await signIn(page, account);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toMatchObject({ httpOnly: true });
  const hint = cookies.find((cookie) => cookie.name === 'hasSession');
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' });
  expect(hint!.value).not.toContain(cookies.find((cookie) => cookie.name === 'token')!.value);

  const { meRequests, consoleErrors } = watch(page);
  await page.goto('/service');
  await expect(page.getByRole('button', { name: /Account menu for Ava Brooks/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Ava Brooks/ })).toBeVisible();
  expect(meRequests.length).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: /Account menu for Ava Brooks/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const asked = meRequests.length;
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(meRequests).toHaveLength(asked);
  expect(consoleErrors).toEqual([]);
});

test('a hint left behind by an ended session is cleared by the first answer', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'hasSession', value: '1', url: baseURL! },
    { name: 'token', value: 'an-ended-session', url: baseURL! },
  ]);
  const { meRequests } = watch(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(meRequests).toHaveLength(1);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('hasSession');
  expect(names).not.toContain('token');

  await page.goto('/service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(meRequests).toHaveLength(1);
});
