import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAndWatchTakeover } from './support/takeover';
import { analyticsGranted, expectEvent } from './support/data-layer';
import { waitForApp } from './support/app-ready';

/**
 * The public pages arrive rendered with their content (decision 041): readable without any
 * JavaScript, and taken over by the app as they are, without a flash or a mismatch.
 */

interface Service {
  _id: string;
  name: string;
}
interface Post {
  slug: string;
  title: string;
}

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The built chunk of a page's module (decision 001: lazy chunks are named by their hash). */
function chunkOf(module: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not in the build manifest`);
  return `/${chunk.file}`;
}

test('a rendered page preloads its own chunk beside the entry', async ({ request }) => {
  const [post] = (await apiData<{ items: Post[] }>(request, '/api/blog?limit=1')).items;
  for (const [path, module] of [
    [`/blogs/${post!.slug}`, 'src/features/blog/pages/blog-post-page.tsx'],
    ['/contactUs', 'src/features/info/pages/contact-us-page.tsx'],
    ['/termsOfUse', 'src/features/info/pages/terms-of-use-page.tsx'],
    ['/privacyPolicy', 'src/features/info/pages/privacy-policy-page.tsx'],
    ['/signup', 'src/features/auth/pages/signup-choice-page.tsx'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(
      `<link rel="modulepreload" crossorigin href="${chunkOf(module)}">`,
    );
  }
});

test('the home page, the blog, sign-in and the services pages preload no chunk of their own', async ({
  request,
}) => {
  // Fetched beside the page's styles, they delayed its first paint (decisions 046, 048 and 050).
  const [service] = (await apiData<{ items: Service[] }>(request, '/api/service?limit=1')).items;
  for (const path of ['/', '/blogs', '/login', '/service', `/service/${service!._id}`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"><');
    expect(html, path).not.toContain('rel="modulepreload"');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the services list, the blog and an article carry their content in the page', async ({
    page,
    request,
  }) => {
    const services = await apiData<{ items: Service[] }>(request, '/api/service?page=1&limit=12');
    await page.goto('/service');
    await expect(page).toHaveTitle('TradeMate/Services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Services' });
    for (const service of services.items) {
      await expect(list.getByRole('heading', { name: service.name, exact: true })).toBeVisible();
    }

    const posts = await apiData<{ items: Post[] }>(request, '/api/blog?page=1&limit=9');
    await page.goto('/blogs');
    await expect(page).toHaveTitle('TradeMate/Blogs');
    for (const post of posts.items) {
      await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
    }

    // A plain link, followed by the browser: the article arrives rendered too.
    const [first] = posts.items;
    await page.getByRole('link', { name: first!.title, exact: true }).click();
    await expect(page).toHaveURL(`/blogs/${first!.slug}`);
    await expect(page).toHaveTitle(`TradeMate/${first!.title}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  });

  test('the home search leads to the matching services', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'What do you need done?' }).fill('electric');
    await page.getByRole('button', { name: 'Find a service' }).click();
    await expect(page).toHaveURL('/service?search=electric');
    await expect(page.getByRole('heading', { name: 'Electrician' })).toBeVisible();
  });

  test('the home page shows the popular services @phone', async ({ page, request }) => {
    const popular = await apiData<{ items: Service[] }>(
      request,
      '/api/service?popular=true&limit=8',
    );
    await page.goto('/');
    await expect(page).toHaveTitle('TradeMate/Home');
    const section = page.getByRole('region', { name: 'Popular services' });
    for (const service of popular.items) {
      await expect(section.getByRole('heading', { name: service.name, exact: true })).toBeVisible();
    }
  });
});

/**
 * The head holds one title, one description and one canonical address, this page's, absolute
 * from the site's address (decision 058).
 */
async function expectOneHead(page: Page, title: string, path: string) {
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${origin}${path}`,
  );
}

/** Marks the document, so a later check tells a client-side navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
}

test.describe('with JavaScript', () => {
  // Far from the server's zone, so a date written in the server's zone would not match.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the app takes over the home page as it arrived, and its links navigate in the app', async ({
    page,
  }) => {
    // The popular services come with the page (decision 046): the app asks for nothing.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    const problems = await openAndWatchTakeover(page, '/');
    expect(asked).toEqual([]);
    await markDocument(page);
    await page.getByRole('link', { name: 'View all services' }).click();
    await expect(page).toHaveURL('/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the app takes over the services list, and its search works', async ({ page }) => {
    const problems = await openAndWatchTakeover(page, '/service');
    await markDocument(page);
    await page.getByRole('searchbox', { name: 'Search services' }).fill('plumb');
    await expect(page).toHaveURL('/service?search=plumb');
    await expect(page.getByText(/matching “plumb”/)).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the app takes over a service page with its newest jobs’ dates', async ({
    page,
    request,
  }) => {
    const [service] = (
      await apiData<{ items: Service[] }>(request, '/api/service?popular=true&limit=1')
    ).items;
    const problems = await openAndWatchTakeover(page, `/service/${service!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: service!.name })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the app takes over the blog list, and an article opens in the app', async ({
    page,
    request,
  }) => {
    const [newest] = (await apiData<{ items: Post[] }>(request, '/api/blog?limit=1')).items;
    const problems = await openAndWatchTakeover(page, '/blogs');
    await markDocument(page);
    await page.getByRole('link', { name: newest!.title, exact: true }).click();
    await expect(page).toHaveURL(`/blogs/${newest!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: newest!.title })).toBeVisible();
    await expect(page).toHaveTitle(`TradeMate/${newest!.title}`);
    expect(await isSameDocument(page)).toBe(true);
    // The head moved on with the page: one title, one description, the article's address.
    await expectOneHead(page, `TradeMate/${newest!.title}`, `/blogs/${newest!.slug}`);
    expect(problems).toEqual([]);
  });

  test('the app takes over an article as it arrived', async ({ page, request }) => {
    const [newest] = (await apiData<{ items: Post[] }>(request, '/api/blog?limit=1')).items;
    const problems = await openAndWatchTakeover(page, `/blogs/${newest!.slug}`);
    await expect(page).toHaveTitle(`TradeMate/${newest!.title}`);
    // React took the server's head tags over rather than adding its own (decision 058).
    await expectOneHead(page, `TradeMate/${newest!.title}`, `/blogs/${newest!.slug}`);
    expect(problems).toEqual([]);
  });

  test('the app takes over the not-found page as it arrived, with a 404', async ({ page }) => {
    const problems = await openAndWatchTakeover(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(await page.locator('title').allTextContents()).toEqual(['TradeMate/Page Not Found']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await markDocument(page);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL('/');
    await expectOneHead(page, 'TradeMate/Home', '/');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the app takes over the sign-in and join pages, and the form takes typing once it has', async ({
    page,
  }) => {
    const problems = await openAndWatchTakeover(page, '/login?next=%2FpostJob');
    await expect(page).toHaveTitle('TradeMate/Sign In');
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('someone@example.com.au');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: 'Join Us' }).click();
    await expect(page).toHaveURL('/signup?next=%2FpostJob');
    await expect(page.getByRole('heading', { level: 1, name: 'Join TradeMate' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    problems.push(...(await openAndWatchTakeover(page, '/signup')));
    await expect(page).toHaveTitle('TradeMate/Join Us');
    expect(problems).toEqual([]);
  });
});

test.describe('scrolled before the app runs', () => {
  // The page view is pushed once the app is idle after taking the page over: by then the app has
  // done everything it does on arrival, scrolling included.
  test.use({ storedConsent: analyticsGranted });

  test('a page the visitor scrolled before the app took it over stays where they scrolled it', async ({
    page,
  }) => {
    // The app's script is held until the visitor has scrolled, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/service', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    release();
    await waitForApp(page);
    await expectEvent(page, 'page_view', {
      page_path: '/service',
      page_location: new URL('/service', page.url()).href,
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('the sign-in page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its form, which the browser cannot send by itself', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to TradeMate' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).not.toBeEditable();
  });
});
