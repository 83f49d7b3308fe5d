// The pages the browser benches (layout shift, Lighthouse) load, and the server they load them
// from: the built app on a fresh embedded database with the demo data. Used by bench-cls.mjs and
// bench-lighthouse.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium-launch.mjs';
import { waitFor } from './bench-process.mjs';

/** The demo data's paid tradie, who opens the job requests feed. */
export const DEMO_TRADIE = {
  email: 'mick.thompson@demo.trademate.com.au',
  password: 'trademate-demo',
};

/**
 * Debian's Chromium (or `CHROMIUM_PATH`) as the journeys start it: headless, with the flags this
 * machine needs and the address bar's pop-up renderers off (decision 087), which otherwise take
 * CPU from the page measured.
 */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * A new browser context on a phone viewport (nothing cached), signed in as the demo tradie when
 * `signIn` is set, with its page: what each cold load of the browser benches starts from.
 */
export async function newPhonePage(browser, baseUrl, signIn) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseUrl });
  if (signIn) {
    const login = await context.request.post('/api/user/login', { data: DEMO_TRADIE });
    if (!login.ok()) {
      await context.close();
      throw new Error(`Signing in as the demo tradie failed: ${login.status()}`);
    }
  }
  return { context, page: await context.newPage() };
}

/** The budget's pages: the public ones, sign-in and sign-up, and the tradie's feed. */
async function budgetPages(baseUrl) {
  const services = await (await fetch(`${baseUrl}/api/service?popular=true&limit=1`)).json();
  const service = services.data.items[0];
  const blogs = await (await fetch(`${baseUrl}/api/blog?limit=1`)).json();
  const article = (blogs.data.items ?? blogs.data)[0];
  return [
    { label: '/', path: '/' },
    { label: '/service', path: '/service' },
    { label: 'a service page', path: `/service/${service._id}` },
    { label: '/blogs', path: '/blogs' },
    { label: 'an article', path: `/blogs/${article.slug ?? article._id}` },
    { label: '/login', path: '/login' },
    { label: '/signup', path: '/signup' },
    { label: '/jobRequests, signed in as a tradie', path: '/jobRequests', signIn: true },
  ];
}

/** The built server on `port` with the embedded database in `dataDir`, logging warnings only. */
export function spawnEmbeddedServer({ root, server, port, dataDir }) {
  return spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the built server on `port` with a fresh embedded database, runs `measure(baseUrl, pages)`
 * once it answers, then stops it and deletes its data.
 */
export async function withBenchServer({ root, server, port }, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-bench-pages-'));
  const child = spawnEmbeddedServer({ root, server, port, dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/api/health/ready`, child);
    return await measure(baseUrl, await budgetPages(baseUrl));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
