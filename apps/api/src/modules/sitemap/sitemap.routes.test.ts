import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { consoleCall, signInNewAdmin, type SignedInStaff } from '../../../test/staff';

const PUBLIC_URL = 'https://trademate.test';

let testApp: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL }, { passes: ['push', 'payments'] });
  admin = await signInNewAdmin(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

async function apiData<T>(url: string): Promise<T> {
  const response = await app().inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json().data as T;
}

/** The addresses a sitemap lists, and when each last changed. */
function entriesOf(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc: loc!, lastmod }),
  );
}

/** Whether robots.txt's rules keep a crawler out of `path` (each `Disallow` is a prefix). */
function isDisallowed(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));
}

describe('/robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of everything else, and names the sitemap', async () => {
    const response = await app().inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = response.body;
    expect(robots).toContain('User-agent: *\n');
    expect(robots).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    for (const path of [
      '/',
      '/service',
      '/service/0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      '/service?search=plumb',
      '/blogs',
      '/blogs/what-a-licensed-gasfitter-checks',
      '/contactUs',
      '/termsOfUse',
      '/privacyPolicy',
      '/login',
      '/signup',
      '/signup/client',
    ]) {
      expect(isDisallowed(robots, path), path).toBe(false);
    }
    for (const path of [
      '/api/user/me',
      '/api/service',
      '/admin',
      '/admin/people',
      '/postJob',
      '/myJobs',
      '/myJobs/0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e/edit',
      '/jobRequests',
      '/jobRequest/0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      '/contactWithclient?job=1',
      '/userJobHistory',
      '/professional',
      '/professional/1',
      '/apprentice/1',
      '/userProfile',
      '/settings',
      '/settings/notifications',
      '/notifications',
      '/tickets/1',
      '/chats/1',
      '/userSubscription',
      '/checkout/cs_test',
      '/jobCheckout/pay-1',
      '/user/verify',
      '/forgotPassword',
      '/unsubscribe?token=a.b.c',
      '/newsletter/confirm/a~b',
      '/newsletter/unsubscribe/a~b~c',
    ]) {
      expect(isDisallowed(robots, path), path).toBe(true);
    }
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages, each shown service and each published article, under the public address', async () => {
    const { items: shown } = await apiData<{ items: { _id: string }[] }>(
      '/api/service?page=1&limit=100',
    );
    // One service hidden in the console, one article drafted: neither is listed.
    const [hidden, ...rest] = shown;
    expect(
      (
        await consoleCall(app(), 'POST', `/api/admin/services/${hidden!._id}/hide`, {
          cookie: admin.cookie,
          payload: { reason: 'Not offered for now' },
        })
      ).statusCode,
    ).toBe(200);
    const draft = await consoleCall(app(), 'POST', '/api/admin/blog', {
      cookie: admin.cookie,
      payload: {
        title: 'A draft about decking',
        slug: 'a-draft-about-decking',
        excerpt: 'Not published yet.',
        author: 'The TradeMate team',
        markdown: '## Soon\n\nMore to come.',
        coverUrl: null,
      },
    });
    expect(draft.statusCode).toBe(201);
    const { items: articles } = await apiData<{ items: { slug: string }[] }>(
      '/api/blog?page=1&limit=50',
    );

    const response = await app().inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    const entries = entriesOf(response.body);
    const locs = entries.map((entry) => entry.loc);
    expect(locs.slice(0, 6)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/service`,
      `${PUBLIC_URL}/blogs`,
      `${PUBLIC_URL}/contactUs`,
      `${PUBLIC_URL}/termsOfUse`,
      `${PUBLIC_URL}/privacyPolicy`,
    ]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => loc.includes('/service/')).sort()).toEqual(
      rest.map((service) => `${PUBLIC_URL}/service/${service._id}`).sort(),
    );
    expect(locs.filter((loc) => loc.includes('/blogs/'))).toEqual(
      articles.map((article) => `${PUBLIC_URL}/blogs/${article.slug}`),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/service/${hidden!._id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/blogs/a-draft-about-decking`);
    // Each service and article says when it last changed.
    for (const entry of entries.slice(6)) {
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
  });
});
