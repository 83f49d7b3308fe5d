// Full-page screenshots of the given paths at phone and desktop width, for a look by eye.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (the app must be running)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', ...pathArgs] = process.argv.slice(2);
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
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    const file = `screenshots/${name}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
