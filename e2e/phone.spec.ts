import { expect, test } from './support/test';
import { waitForApp } from './support/app-ready';
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
});
