import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium-launch.mjs';

/**
 * Journeys through HAProxy in front of two instances, started by `scripts/balancer-test.mjs`
 * (which sets `BALANCER_URL` and the rest): never run on their own, and outside the main run
 * (`testDir: './e2e'` there). The balancer serves HTTPS with the test certificate of
 * `e2e/support/push-service-certificate`.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Limits that only end a journey that hangs, as in the main run.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.BALANCER_URL,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    // The service worker's script is fetched under the test certificate too.
    launchOptions: chromiumLaunchOptions(['--ignore-certificate-errors']),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
