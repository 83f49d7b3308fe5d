import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium-launch.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);
const pushPort = Number(process.env.E2E_PUSH_PORT ?? 2528);
const pushHttpPort = Number(process.env.E2E_PUSH_HTTP_PORT ?? 2529);
const pushCertificate = fileURLToPath(
  new URL('./e2e/support/push-service-certificate/cert.pem', import.meta.url),
);

/**
 * End-to-end journeys in Debian's Chromium against the app started exactly as a user starts it
 * (`npm start`), on its own fresh embedded database.
 */
export default defineConfig({
  testDir: './e2e',
  // Journeys bring their own people and jobs, so files run side by side (decision 073); a file's
  // journeys run in order. `E2E_WORKERS=1` runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a failed journey runs once more, so the report shows whether it fails every time; a
  // journey that passed only on its retry still fails the run (a flaky journey is a fault).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Every wait in a journey is on the element, request or event it needs; these limits only end a
  // journey that hangs. A page load on CI's busy two-core machine can take seconds, so neither is
  // Playwright's short default (30 s a journey, 5 s an assertion).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace (a screenshot and DOM snapshot at every step) took a third of Chromium's
    // work in a passing run (decision 081): a journey's retry records one, and a failing journey
    // run by hand does with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
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
      // A local web push service over HTTPS: the app's pushes arrive here, decrypted as a browser
      // would. Its certificate is a test-only one committed beside it (decision 024).
      command: 'npx tsx e2e/support/push-service.ts',
      url: `http://127.0.0.1:${pushHttpPort}/health`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_PUSH_PORT: String(pushPort), E2E_PUSH_HTTP_PORT: String(pushHttpPort) },
    },
    {
      command: 'rm -rf .e2e-data && npm start',
      // Ready once the demo data a first start writes after its first answer is in (decision 074).
      url: `http://localhost:${port}/api/health/ready`,
      // `npm start` builds the app first: minutes on a busy two-core machine.
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: '.e2e-data',
        LOG_LEVEL: 'warn',
        // Every journey signs up, verifies and signs in from this one address; the defaults (10
        // sign-ups an hour, 30 sign-ins and 30 code checks in 15 minutes) are for the public.
        SIGNUPS_PER_HOUR: '1000',
        LOGINS_PER_15_MINUTES: '1000',
        CODE_CHECKS_PER_15_MINUTES: '1000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The app sends pushes over HTTPS and trusts the local push service's certificate.
        NODE_EXTRA_CA_CERTS: pushCertificate,
      },
    },
  ],
});
