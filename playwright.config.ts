import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);

/**
 * End-to-end journeys in Debian's Chromium against the app started exactly as a user starts it
 * (`npm start`), on its own fresh embedded database.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      // A real SMTP server: the app's mail (verification and reset codes) arrives here.
      command: 'npx tsx e2e/support/mail-server.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: 'rm -rf .e2e-data && npm start',
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: '.e2e-data',
        LOG_LEVEL: 'warn',
        // Every journey signs up and signs in from this one address; the defaults (10 sign-ups an
        // hour, 30 sign-ins and 30 code checks in 15 minutes) are for the public.
        SIGNUPS_PER_HOUR: '1000',
        LOGINS_PER_15_MINUTES: '1000',
        CODE_CHECKS_PER_15_MINUTES: '1000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
