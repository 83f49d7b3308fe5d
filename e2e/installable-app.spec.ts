import { expect, test } from './support/test';

test.describe('TradeMate as an installable app', () => {
  test('serves its manifest and service worker with the right types', async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = await manifest.json();
    expect(body).toMatchObject({ name: 'TradeMate', display: 'standalone', start_url: '/' });
    const sizes = (body.icons as { sizes: string; purpose?: string }[]).map(
      (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
    );
    expect(sizes).toEqual(['192x192', '512x512', '512x512 maskable']);
    for (const icon of body.icons as { src: string }[]) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    const worker = await request.get('/sw.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test.describe('without a network', () => {
    // The journey cuts the network while the home page may still have requests in flight (its
    // real-time client, a list it reads): the browser reports those as failed, as it would on a
    // phone that loses its signal. What the app itself logs is still checked.
    test.use({
      allowedConsoleErrors: [/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/],
    });

    test('shows the offline page for a page it cannot load without a network', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      // Installed, activated and in control of this page (it claims its clients on activation).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
        }
      });

      await context.setOffline(true);
      await page.goto('/blogs');
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(page).toHaveTitle('TradeMate/You are offline');

      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    });
  });
});
