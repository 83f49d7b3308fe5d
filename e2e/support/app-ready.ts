import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page (decision 041): a public page arrives rendered by
 * the server and shows, and its links work, before the app runs; its buttons and forms answer
 * only once the app has hydrated it. React marks each element it has taken over; the page's own
 * heading is among the last, in the page's lazily loaded chunk.
 */
export async function waitForApp(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = document.querySelector('main h1, main h2');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
}
