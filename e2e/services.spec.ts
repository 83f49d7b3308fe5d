import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { waitForApp } from './support/app-ready';
import { codeMailedTo } from './support/mail';
import { answerJobQuestion } from './support/jobs';

test.describe('the services catalogue', () => {
  test('lists every service across pages and searches by name', async ({ page, request }) => {
    const all = await (await request.get('/api/service?limit=1')).json();
    await page.goto('/service');
    await waitForApp(page);
    await expect(page.getByText(`${all.data.total} services`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(
      12,
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Page 2 of/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search services' }).fill('plumb');
    await expect(page).toHaveURL(/search=plumb/);
    await expect(page.getByRole('heading', { name: 'Plumber' })).toBeVisible();
    await expect(page.getByText(/matching “plumb”/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search services' }).fill('zzzz');
    await expect(page.getByText('No services match “zzzz”.', { exact: false })).toBeVisible();
  });

  test('the home search leads to the matching services', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'What do you need done?' }).fill('electric');
    await page.getByRole('button', { name: 'Find a service' }).click();
    await expect(page).toHaveURL('/service?search=electric');
    await expect(page.getByRole('heading', { name: 'Electrician' })).toBeVisible();
  });
});

test('a newcomer goes from a popular service on the home page to a posted job in it', async ({
  page,
}) => {
  test.slow();
  const email = `newcomer-${randomUUID().slice(0, 8)}@example.com.au`;
  const password = 'client-pass-1';
  const title = `Fit two ceiling fans ${randomUUID().slice(0, 8)}`;

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Popular services' })
    .getByRole('link', { name: /^Electrician/ })
    .click();
  await expect(page).toHaveURL(/\/service\/[0-9a-f-]{36}$/);
  const serviceId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Electrician' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Professionals by state' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newest open jobs' })).toBeVisible();

  await page.getByRole('link', { name: 'Post a job for Electrician' }).click();
  await expect(page).toHaveURL(/\/signup\/client\?next=/);
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Contact number').fill('0412 345 678');
  await page.getByLabel('State').selectOption('VIC');
  await page.getByLabel('City').selectOption('Geelong');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();

  const thanks = page.getByRole('dialog', { name: messages.signup.thankYou });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Enter my code' }).click();
  await expect(page).toHaveURL(/\/user\/verify\?next=/);
  await page.getByLabel('6-digit code').fill(await codeMailedTo(email, /verification code/));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByText(messages.auth.verifiedSignIn)).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`/postJob?service=${serviceId}`);
  await expect(page.getByRole('heading', { name: 'Post a job' })).toBeVisible();
  await expect(page.getByLabel('Service')).toHaveValue(serviceId);
  await answerJobQuestion(page, 'What is the job?', 'Ceiling fans');
  await page.getByLabel('Job title').fill(title);
  await page
    .getByLabel('Job description')
    .fill('Two ceiling fans in the bedrooms, replacing the old light fittings.');
  await page.getByLabel('State').selectOption('VIC');
  await page.getByLabel('City').selectOption('Geelong');
  await page.getByLabel('Budget from (AUD)').fill('300');
  await page.getByLabel('Budget up to (AUD)').fill('600');
  await page.getByLabel(messages.jobs.timingLabels.within_week).check();
  await page.getByLabel(messages.jobs.consentLabel).check();
  await page.getByRole('button', { name: 'Post job' }).click();

  await expect(page).toHaveURL(/\/myJobs\/[^/]+$/);
  await expect(page.getByText(messages.jobs.posted)).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The service's page now lists it, with its place and never its client.
  await page.goto(`/service/${serviceId}`);
  const newest = page.getByRole('list', { name: 'Newest open jobs' }).getByRole('listitem').first();
  await expect(newest).toContainText(title);
  await expect(newest).toContainText('Geelong, VIC');
  await expect(newest).not.toContainText('Olivia');
});
