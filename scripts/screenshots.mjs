// Full-page screenshots of the given paths at phone and desktop width, for a look by eye.
// Usage: node scripts/screenshots.mjs [--as email:password] [--no-js] [baseUrl] [path ...]
// (the app must be running; --as signs in first, and the files are named after the account;
// --no-js shows the pages as the server sends them, with JavaScript off: files named no-js-…)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const noJsIndex = args.indexOf('--no-js');
const javaScriptEnabled = noJsIndex < 0;
if (!javaScriptEnabled) args.splice(noJsIndex, 1);
const asIndex = args.indexOf('--as');
const [email, password] = asIndex >= 0 ? args.splice(asIndex, 2)[1].split(/:(.*)/s) : [];
const [baseUrl = 'http://localhost:3000', ...pathArgs] = args;
const prefix =
  (javaScriptEnabled ? '' : 'no-js-') +
  (email ? `${email.split('@')[0].replace(/[^a-z0-9]+/gi, '-')}-` : '');
const paths = pathArgs.length
  ? pathArgs
  : ['/', '/service', '/contactUs', '/termsOfUse', '/privacyPolicy', '/no-such-page'];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, javaScriptEnabled });
  if (email) {
    const login = await page.request.post(new URL('/api/user/login', baseUrl).toString(), {
      data: { email, password },
    });
    if (!login.ok()) throw new Error(`Signing in as ${email} failed: ${login.status()}`);
  }
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    const file = `screenshots/${prefix}${name}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
