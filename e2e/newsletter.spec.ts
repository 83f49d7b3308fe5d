import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { waitForApp } from './support/app-ready';

test('the newsletter form waits for a valid address, asks to confirm by mail, and resets', async ({
  page,
}) => {
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
  // Nothing counts before the address confirms (double opt-in): the notice says to check the inbox.
  await expect(form.getByRole('status')).toHaveText(messages.newsletter.success);
  await expect(form.getByRole('status')).toContainText('check your inbox');
  // Everything resets after 3 seconds.
  await expect(form.getByRole('status')).toHaveText('');
  await expect(email).toHaveValue('');
});
