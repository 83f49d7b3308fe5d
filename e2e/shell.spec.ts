import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { waitForApp } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe';

/** The built chunk of a page's module: lazy chunks are named by their hash alone (decision 001). */
function chunkOf(module: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not in the build manifest`);
  return `/${chunk.file}`;
}

test.describe('the app shell', () => {
  test('home shows the tagline and popular services from the database', async ({
    page,
    request,
  }) => {
    const popular = await (await request.get('/api/service?popular=true&limit=8')).json();
    await page.goto('/');
    await expect(page).toHaveTitle('TradeMate/Home');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Find the right professional for your job — trusted experts near you',
      }),
    ).toBeVisible();
    const section = page.getByRole('region', { name: 'Popular services' });
    await expect(section.getByRole('listitem')).toHaveCount(8);
    for (const service of popular.data.items) {
      await expect(section.getByRole('heading', { name: service.name })).toBeVisible();
    }
    await expectNoSeriousViolations(page, 'home');
  });

  test('a signed-out visitor sees Home, Services, Contact Us, Sign In and Join Us', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Services', 'Contact Us']);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/signup');
    await expect(nav.getByRole('link', { name: 'Professionals' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  });

  test('nav links navigate, set the title and scroll to the top', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.mouse.wheel(0, 2000);
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/service');
    await expect(page).toHaveTitle('TradeMate/Services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousViolations(page, 'services');

    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contactUs');
    await expect(page).toHaveTitle('TradeMate/Contact Us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectNoSeriousViolations(page, 'contact us');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('TradeMate/Home');
  });

  test('footer links reach the legal pages and the plans section', async ({ page }) => {
    await page.goto('/service');
    // The app takes each link over: clicked before, a link loads the whole page instead.
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms Of use' }).click();
    await expect(page).toHaveTitle('TradeMate/Terms Of Use');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'terms of use');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('TradeMate/Privacy Policy');
    await expect(page.getByText('Privacy Act 1988').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'privacy policy');
    await footer.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL('/#subscriptions');
    await expect(page.getByRole('heading', { name: 'Plans for professionals' })).toBeInViewport();
    await expect(footer).toContainText('QLD');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} TradeMate Pty Ltd`);
  });

  test.describe('at a path the app does not have', () => {
    // The page itself answers 404 on purpose, and Chromium logs that answer as an error.
    test.use({
      allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/],
    });

    test('an unknown path shows the 404 page with a way home', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('TradeMate/Page Not Found');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoSeriousViolations(page, 'page not found');
      await page.getByRole('link', { name: 'Back To Home' }).click();
      await expect(page).toHaveURL('/');
    });
  });

  test.describe('without the service worker', () => {
    // The worker fetches page chunks itself (cache first, decision 020), and a page route never
    // sees a worker's fetches: with it in control, the failed chunk would load anyway. The chunk
    // fails on purpose: its failed load and the error the boundary catches are logged.
    test.use({
      serviceWorkers: 'block',
      // One pattern: `test.use` reads an array whose second item is an object as a value and
      // its options, so a list of several patterns would lose all but the first.
      allowedConsoleErrors: [
        /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module|^Render error |The above error occurred in/,
      ],
    });

    test('the error boundary catches a page that fails to load, and Retry recovers', async ({
      page,
    }) => {
      const contactUsChunk = chunkOf('src/features/info/pages/contact-us-page.tsx');
      const isContactUsChunk = (url: URL) => url.pathname === contactUsChunk;
      await page.goto('/');
      await page.route(isContactUsChunk, (route) => route.abort('failed'));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Contact Us' })
        .click();
      const alert = page.getByRole('alert');
      await expect(
        alert.getByRole('heading', { name: 'Oops! Something went wrong.' }),
      ).toBeVisible();
      await expect(alert).toContainText(contactUsChunk);
      // The navigation stays usable while a page has failed.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await page.unroute(isContactUsChunk);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    });
  });
});
