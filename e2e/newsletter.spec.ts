import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app-ready';

test('the newsletter form waits for a valid address, subscribes, and resets', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const button = form.getByRole('button', { name: 'Subscribe' });

  await expect(button).toBeDisabled();
  await email.fill('not-an-email');
  await expect(button).toBeDisabled();
  await email.fill(`reader-${Date.now()}@example.com.au`);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(form.getByRole('status')).toHaveText('subscribed to the newsletter successfully!');
  // Everything resets after 3 seconds.
  await expect(form.getByRole('status')).toHaveText('', { timeout: 5_000 });
  await expect(email).toHaveValue('');
});
