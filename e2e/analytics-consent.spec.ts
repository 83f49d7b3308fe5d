import type { Page } from '@playwright/test';
import { consentCookieName, consentVersion } from '../packages/shared/src/constants/consent';
import * as messages from '../packages/shared/src/messages';
import { createAccount } from './support/accounts';
import { waitForApp } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe';
import { eventNames, readDataLayer } from './support/data-layer';
import { openAndWatchTakeover } from './support/takeover';
import { expect, test } from './support/test';

const text = messages.consent;

// These journeys are about the banner: they start as a visitor who has never answered it.
test.use({ storedConsent: null });

const banner = (page: Page) => page.getByRole('region', { name: text.title });

test('a visitor accepts analytics by keyboard, sees events pushed without personal data, then withdraws', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const client = await createAccount(request, {
    firstName: 'Harriet',
    lastName: 'Quimby',
    userType: 'client',
    verified: true,
  });
  const newsletterAddress = `reader-${Date.now()}@example.com.au`;

  await page.goto('/');
  await waitForApp(page);
  await expect(banner(page)).toBeVisible();
  expect(await readDataLayer(page)).toBeNull();
  await expectNoSeriousViolations(page, 'the home page with the consent banner');

  // Keyboard only: the banner comes first in the tab order.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: text.privacyPolicy })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: text.acceptAll })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: text.choose })).toBeFocused();
  await page.keyboard.press('Enter');
  const analytics = banner(page).getByRole('checkbox', { name: text.analyticsLabel });
  await expect(analytics).toBeFocused();
  await expect(analytics).not.toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: text.marketingLabel })).not.toBeChecked();
  await expectNoSeriousViolations(page, 'the consent banner with its choices');
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: text.save })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();

  // Consent Mode's defaults and the choice come first, then the page view of the page shown.
  await expect.poll(() => eventNames(page)).toEqual(['page_view']);
  const layer = (await readDataLayer(page))!;
  expect(layer[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied' }),
  ]);
  expect(layer[1]).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  ]);

  // The choice is remembered: no banner after a reload.
  await page.reload();
  await waitForApp(page);
  await expect.poll(() => eventNames(page)).toEqual(['page_view']);
  await expect(banner(page)).toBeHidden();

  // The newsletter, then signing in: each success is an event, each page a page view.
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(newsletterAddress);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(messages.newsletter.success);
  await expect.poll(() => eventNames(page)).toEqual(['page_view', 'newsletter_sign_up']);

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect
    .poll(() => eventNames(page))
    .toEqual(expect.arrayContaining(['page_view', 'newsletter_sign_up', 'login']));
  const signedInLayer = JSON.stringify(await readDataLayer(page));
  expect(signedInLayer).toContain('"page_path":"/login"');

  // Nothing personal in any of it: not the account's, not the newsletter's.
  for (const personal of [
    client.email,
    client.firstName,
    client.lastName,
    client._id,
    '0412345678',
    newsletterAddress,
    client.email.split('@')[0]!,
  ]) {
    expect(signedInLayer).not.toContain(personal);
  }

  // Withdrawing from the footer: the tags are told, and nothing follows.
  const settings = page.getByRole('button', { name: messages.footer.cookieSettings });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('heading', { name: text.title })).toBeFocused();
  await banner(page).getByRole('button', { name: text.rejectAll }).press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  const afterWithdrawal = (await readDataLayer(page))!;
  expect(afterWithdrawal.at(-1)).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
  const eventsBefore = await eventNames(page);

  await page.getByRole('link', { name: 'Services' }).first().click();
  await expect(page).toHaveURL(/\/service$/);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page).toHaveURL(/\/blogs$/);
  await waitForApp(page);
  expect(await eventNames(page)).toEqual(eventsBefore);

  // And after a reload, the refusal holds: no data layer at all.
  await page.reload();
  await waitForApp(page);
  await expect(banner(page)).toBeHidden();
  expect(await readDataLayer(page)).toBeNull();
});

test('on a phone the banner shifts nothing, passes axe, and a refusal pushes nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'the home page on a phone with the consent banner');

  // Compact on a phone: one sentence and a row of answers, at the bottom, under 40% of the screen.
  const resting = (await banner(page).boundingBox())!;
  expect(resting.height).toBeLessThanOrEqual(844 * 0.4);
  expect(resting.y + resting.height).toBe(844);
  await expect(banner(page).getByText(text.brief)).toBeVisible();
  await expect(banner(page).getByText(text.recipients)).toBeHidden();
  const answers = await Promise.all(
    [text.acceptAll, text.rejectAll, text.choose].map(
      async (name) => (await banner(page).getByRole('button', { name }).boundingBox())!.y,
    ),
  );
  expect(new Set(answers).size).toBe(1);

  // The banner is fixed over the page: the layout shifts it causes stay under 0.05.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all leaves the observer silent: the buffered entries came synchronously.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.05);

  // "Choose" opens the whole notice and the purposes; the answers stay in reach of the keyboard.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: text.choose })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('checkbox', { name: text.analyticsLabel })).toBeFocused();
  await expect(banner(page).getByText(text.recipients)).toBeVisible();
  await expectNoSeriousViolations(page, 'the consent banner on a phone with its choices');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: text.rejectAll })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await readDataLayer(page)).toBeNull();

  await page.goto('/service');
  await waitForApp(page);
  expect(await readDataLayer(page)).toBeNull();
});

test('a rendered page carries the banner until the browser has answered, and the app takes it over as it is', async ({
  page,
}) => {
  // Never answered: the banner is in the page the server sends, so it paints with the page.
  const first = await (await page.request.get('/blogs')).text();
  expect(first).toContain(text.title);
  const problems = await openAndWatchTakeover(page, '/blogs');
  await expect(banner(page)).toBeVisible();
  expect(problems).toEqual([]);

  await banner(page).getByRole('button', { name: text.rejectAll }).click();
  await expect(banner(page)).toBeHidden();
  // The page writes the cookie as it hides the banner, but the browser's cookie store takes it
  // a moment later, out of the page's process: asked at once on a busy machine, it had none yet.
  await expect
    .poll(async () => {
      const cookies = await page.context().cookies();
      return cookies.find((cookie) => cookie.name === consentCookieName)?.value;
    })
    .toBe(String(consentVersion));

  // Answered: the server leaves it out.
  const later = await (await page.request.get('/blogs')).text();
  expect(later).not.toContain(text.title);
  await page.reload();
  await waitForApp(page);
  await expect(banner(page)).toBeHidden();
});
