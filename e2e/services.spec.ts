import { expect, test } from '@playwright/test';

test.describe('the services catalogue', () => {
  test('lists every service across pages and searches by name', async ({ page, request }) => {
    const all = await (await request.get('/api/service?limit=1')).json();
    await page.goto('/service');
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
