import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, signIn, signedInRequest } from './support/accounts';
import { waitForApp } from './support/app-ready';
import { contactClient, postJob } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';

test.describe('on a phone @phone', () => {
  test('the menu button opens and closes the navigation', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Services',
      'Contact Us',
      'Sign In',
      'Join Us',
    ]);
    await expectNoSeriousViolations(page, 'home on a phone, menu open');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL('/service');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('footer sections collapse behind their headings', async ({ page }) => {
    await page.goto('/contactUs');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    const support = footer.getByRole('button', { name: 'Support' });
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
    await support.click();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expectNoSeriousViolations(page, 'contact us on a phone, footer section open');
  });

  test('a chat room fills the screen with the full name and the job, the message box in view', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { service, client, tradie } = await createClientAndTradie(request, 'plumb', {
      firstName: 'Mick',
      lastName: 'Thompson-Fitzgerald',
    });
    const title = `Replace the leaking hot water system in the laundry ${randomUUID().slice(0, 8)}`;
    await signIn(page, client);
    const jobId = await postJob(page.request, { serviceId: service._id, title });
    const asTradie = await signedInRequest(baseURL, tradie);
    const conversationId = await contactClient(asTradie, jobId, 'Hi Olivia, I can look on Friday.');
    await asTradie.dispose();

    await page.goto(`/chats/${conversationId}`);
    const room = page.getByRole('region', { name: messages.chats.roomTitle(tradie.fullName) });
    await expect(room.getByRole('log')).toContainText('I can look on Friday');
    const name = room.getByRole('heading', { level: 1, name: tradie.fullName });
    const job = room.getByRole('link', { name: title });
    for (const shown of [name, job]) {
      await expect(shown).toBeInViewport({ ratio: 1 });
      // Nothing of it, nor of the line it is on, is cut off with an ellipsis.
      const lineBox = shown.locator('xpath=ancestor-or-self::*[self::h1 or self::p][1]');
      expect(await lineBox.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    }
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const input = room.getByRole('textbox', { name: messages.chats.messageLabel });
    await expect(input).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousViolations(page, 'a chat room on a phone');
  });
});
