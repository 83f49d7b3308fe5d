import { beforeAll, describe, expect, it } from 'vitest';
import { consentCookieName, consentVersion } from '@trademate/shared/constants/consent';
import * as messages from '@trademate/shared/messages';
import { preloadedStateElementId } from '@trademate/shared/page-rendering';
import { createUser, signIn } from '../../test/factories';
import { preloadedState, PUBLIC_URL, renderingApp, rootText } from '../../test/rendered-pages';
import { consoleCall, signInNewAdmin, type SignedInStaff } from '../../test/staff';

/** The public pages rendered on the server (decision 041), for a visitor who is not signed in. */
const { app, getPage } = renderingApp();
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signInNewAdmin(app());
});

async function apiData<T>(url: string): Promise<T> {
  const response = await app().inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json().data as T;
}

/** What a page's head says of it: its titles, its meta tags by name or property, its links by rel. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'");
  const metas = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (key) metas.set(key, [...(metas.get(key) ?? []), attribute(tag, 'content') ?? '']);
  }
  const links = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel')!;
    links.set(rel, [...(links.get(rel) ?? []), attribute(tag, 'href') ?? '']);
  }
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title!),
    meta: (key: string) => metas.get(key) ?? [],
    links: (rel: string) => links.get(rel) ?? [],
  };
}

/** Each form of the page: how and where the browser sends it by itself. */
function formsOf(html: string) {
  return [...html.matchAll(/<form\b([^>]*)>/g)].map(([, attributes]) => ({
    method: /\bmethod="([^"]*)"/.exec(attributes!)?.[1],
    action: /\baction="([^"]*)"/.exec(attributes!)?.[1]?.replaceAll('&amp;', '&'),
  }));
}

interface Service {
  _id: string;
  name: string;
  description: string;
  icon: string;
}
interface Post {
  slug: string;
  title: string;
  excerpt: string;
}

describe('public pages for a visitor who is not signed in', () => {
  it('renders the services list with the catalogue, its title, and the state it was made from', async () => {
    const services = await apiData<{ items: Service[]; total: number }>(
      '/api/service?page=1&limit=12',
    );
    const response = await getPage('/service');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/Cookie/);
    const html = response.body;
    // The page's title in the template's place: one title (decision 058).
    expect(headOf(html).titles).toEqual(['TradeMate/Services']);
    const text = rootText(html);
    expect(text).toContain(`${services.total} services`);
    for (const service of services.items) expect(text).toContain(service.name);

    const preloaded = preloadedState(html);
    expect(preloaded.data).toBeUndefined();
    const queries = Object.values(preloaded.store!.api.queries);
    expect(queries).toEqual([
      expect.objectContaining({ endpointName: 'getServices', status: 'fulfilled', data: services }),
    ]);
  });

  it('renders the home page with the popular services, handed over without the store', async () => {
    const popular = await apiData<{ items: Service[] }>('/api/service?popular=true&limit=8');
    expect(popular.items.length).toBeGreaterThan(0);
    const html = (await getPage('/')).body;
    expect(html).toContain('<title>TradeMate/Home</title>');
    const text = rootText(html);
    expect(text).toContain('Popular services');
    for (const service of popular.items) expect(text).toContain(service.name);
    // Read with fetch in the browser (no RTK Query on the home route): the list goes by its path.
    // A browser that has not answered the consent banner gets it in the page (decision 089).
    expect(preloadedState(html)).toEqual({
      data: { '/service?popular=true&limit=8': popular },
      origin: PUBLIC_URL,
      askConsent: true,
    });
    expect(text).toContain(messages.consent.title);
  });

  it('leaves the consent banner out for a browser that has answered it', async () => {
    const html = (await getPage('/', `${consentCookieName}=${consentVersion}`)).body;
    expect(rootText(html)).toContain('Popular services');
    expect(rootText(html)).not.toContain(messages.consent.title);
    expect(preloadedState(html).askConsent).toBeUndefined();
    // An answer to purposes since changed is asked again.
    const older = (await getPage('/', `${consentCookieName}=${consentVersion - 1}`)).body;
    expect(rootText(older)).toContain(messages.consent.title);
  });

  it('renders the sign-in and join pages, with nothing to hand over but the page', async () => {
    for (const [path, title, heading] of [
      ['/login', 'Sign In', 'Sign in to TradeMate'],
      ['/login?next=%2FpostJob', 'Sign In', 'Sign in to TradeMate'],
      ['/signup', 'Join Us', 'Join TradeMate'],
    ] as const) {
      const response = await getPage(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain(`<title>TradeMate/${title}</title>`);
      expect(rootText(response.body), path).toContain(heading);
      expect(preloadedState(response.body), path).toEqual({ origin: PUBLIC_URL, askConsent: true });
    }
    // Where the visitor was headed rides along on the links, as the app writes them.
    expect((await getPage('/signup?next=%2FpostJob')).body).toContain('next=%2FpostJob');
  });

  it('renders the blog list and an article with their text', async () => {
    const posts = await apiData<{ items: Post[] }>('/api/blog?page=1&limit=9');
    expect(posts.items.length).toBeGreaterThan(0);
    const list = await getPage('/blogs');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>TradeMate/Blogs</title>');
    for (const post of posts.items) expect(rootText(list.body)).toContain(post.title);

    const [first] = posts.items;
    const article = await getPage(`/blogs/${first!.slug}`);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain(`<title>TradeMate/${first!.title}</title>`);
    expect(rootText(article.body)).toContain(first!.excerpt);
  });

  it('renders a service page, and answers an unknown service or article with its message and a 404', async () => {
    const [service] = (await apiData<{ items: Service[] }>('/api/service?page=1&limit=1')).items;
    const page = await getPage(`/service/${service!._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>TradeMate/${service!.name}</title>`);
    expect(rootText(page.body)).toContain('Professionals by state');

    const unknownService = await getPage('/service/00000000-0000-4000-8000-000000000000');
    expect(unknownService.statusCode).toBe(404);
    expect(rootText(unknownService.body)).toContain('Service not found');
    const malformed = await getPage('/service/not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(rootText(malformed.body)).toContain('Service not found');

    const unknownArticle = await getPage('/blogs/no-such-article');
    expect(unknownArticle.statusCode).toBe(404);
    expect(rootText(unknownArticle.body)).toContain('Article not found');
  });

  it('renders the contact, terms and privacy pages', async () => {
    for (const [path, title, heading] of [
      ['/contactUs', 'Contact Us', 'Contact Us'],
      ['/termsOfUse', 'Terms Of Use', 'Terms of Use'],
      ['/privacyPolicy', 'Privacy Policy', 'Privacy Policy'],
    ] as const) {
      const response = await getPage(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain(`<title>TradeMate/${title}</title>`);
      expect(response.body, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
  });

  it('renders an unsubscribe link’s page with its one button, and opening it changes nothing', async () => {
    const tradie = await createUser(app(), { userType: 'tradie' });
    const token = app().alerts.unsubscribeToken(tradie.id, 'job_posted');
    const response = await getPage(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>TradeMate/Unsubscribe</title>');
    // A form the browser sends by itself to the one-click address, as a mail client would.
    expect(formsOf(response.body)).toEqual([
      { method: 'post', action: `/api/unsubscribe?token=${encodeURIComponent(token)}` },
      // The footer's newsletter form, which only the app sends.
      { method: undefined, action: undefined },
    ]);
    expect(response.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(rootText(response.body)).toContain('Stop the emails this link came with?');
    const cookie = `token=${await signIn(app(), tradie)}`;
    const settings = await app().inject({ url: '/api/notification-settings', headers: { cookie } });
    expect(settings.json().data.events).toContainEqual({
      event: 'job_posted',
      email: 'instant',
      push: true,
    });

    const newsletter = await getPage('/newsletter/unsubscribe/a~b~c');
    expect(newsletter.statusCode).toBe(200);
    expect(formsOf(newsletter.body)[0]).toEqual({
      method: 'post',
      action: '/api/newsletter/unsubscribe/a~b~c',
    });
  });

  it('gives each public page one title, its own description and canonical address, and link preview tags', async () => {
    const [service] = (
      await apiData<{ items: (Service & { description: string })[] }>('/api/service?limit=1')
    ).items;
    const [post] = (await apiData<{ items: Post[] }>('/api/blog?limit=1')).items;
    const pages = [
      ['/', `${PUBLIC_URL}/`],
      ['/service', `${PUBLIC_URL}/service`],
      ['/service?search=plumb', `${PUBLIC_URL}/service`],
      ['/service?page=2', `${PUBLIC_URL}/service?page=2`],
      [`/service/${service!._id}`, `${PUBLIC_URL}/service/${service!._id}`],
      ['/blogs', `${PUBLIC_URL}/blogs`],
      [`/blogs/${post!.slug}`, `${PUBLIC_URL}/blogs/${post!.slug}`],
      ['/contactUs', `${PUBLIC_URL}/contactUs`],
      ['/termsOfUse', `${PUBLIC_URL}/termsOfUse`],
      ['/privacyPolicy', `${PUBLIC_URL}/privacyPolicy`],
      ['/login?next=%2FpostJob', `${PUBLIC_URL}/login`],
      ['/signup', `${PUBLIC_URL}/signup`],
    ] as const;
    const descriptions = new Map<string, string>();
    for (const [path, canonical] of pages) {
      const response = await getPage(path);
      expect(response.statusCode, path).toBe(200);
      const head = headOf(response.body);
      expect(head.titles, path).toHaveLength(1);
      const [description, ...more] = head.meta('description');
      expect(more, path).toEqual([]);
      expect(description!.length, path).toBeGreaterThan(50);
      expect(description!.length, path).toBeLessThanOrEqual(160);
      descriptions.set(path.split('?')[0]!, description!);
      expect(head.links('canonical'), path).toEqual([canonical]);
      expect(head.meta('og:url'), path).toEqual([canonical]);
      expect(head.meta('og:title'), path).toEqual([head.titles[0]!.replace('TradeMate/', '')]);
      expect(head.meta('og:description'), path).toEqual([description]);
      expect(head.meta('og:site_name'), path).toEqual(['TradeMate']);
      expect(head.meta('og:image')[0], path).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(head.meta('twitter:card'), path).toHaveLength(1);
      expect(head.meta('robots'), path).toEqual([]);
    }
    // Every page says something of its own.
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
    // A service's and an article's come from the record.
    expect(service!.description).toContain(
      descriptions.get(`/service/${service!._id}`)!.replace(/…$/, ''),
    );
    expect(post!.excerpt).toContain(descriptions.get(`/blogs/${post!.slug}`)!.replace(/…$/, ''));
    const article = headOf((await getPage(`/blogs/${post!.slug}`)).body);
    expect(article.meta('og:type')).toEqual(['article']);
  });

  it('answers an address no page has with the not-found page and a 404, kept out of search results', async () => {
    for (const path of ['/no/such/page', '/services', '/blogs/a/b', '/service/x/y']) {
      const response = await getPage(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(rootText(response.body), path).toContain('Page Not Found');
      const head = headOf(response.body);
      expect(head.titles, path).toEqual(['TradeMate/Page Not Found']);
      expect(head.meta('robots'), path).toEqual(['noindex']);
      expect(head.links('canonical'), path).toEqual([]);
    }
    // The pages of a record that does not exist say so with a 404 too, out of search results.
    const unknownService = await getPage('/service/00000000-0000-4000-8000-000000000000');
    expect(unknownService.statusCode).toBe(404);
    expect(headOf(unknownService.body).meta('robots')).toEqual(['noindex']);
  });

  it('leaves a page whose data the API refuses to the app, which shows the answer as it always did', async () => {
    const search = 'x'.repeat(101);
    expect((await app().inject({ url: `/api/service?search=${search}` })).statusCode).toBe(400);
    const response = await getPage(`/service?search=${search}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(preloadedStateElementId);
  });

  it('leaves every other page of the app to the app: the shell, as before', async () => {
    for (const path of ['/myJobs', '/user/verify', '/admin/people']) {
      const response = await getPage(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain(preloadedStateElementId);
    }
  });
});

describe('an address no page has, for a visitor who may be signed in', () => {
  it('is the app’s shell with a 404, where the app shows its not-found page', async () => {
    const client = await createUser(app(), { userType: 'client' });
    const cookie = `token=${await signIn(app(), client)}; hasSession=1`;
    for (const [path, status] of [
      ['/no/such/page', 404],
      ['/admin/no-such-page', 404],
      ['/settings', 200],
      ['/SETTINGS/', 200],
      ['/admin/people', 200],
    ] as const) {
      const response = await getPage(path, cookie);
      expect(response.statusCode, path).toBe(status);
      expect(response.body, path).toContain('<div id="root"></div>');
    }
    // Signed out, the console's addresses are the console's shell too.
    expect((await getPage('/admin/no-such-page')).statusCode).toBe(404);
    expect((await getPage('/admin/login')).statusCode).toBe(200);
  });
});

describe('pages after a change in the console', () => {
  it('show a renamed service and a newly published article on the next request', async () => {
    const [service] = (await apiData<{ items: Service[] }>('/api/service?page=1&limit=1')).items;
    const renamed = await consoleCall(app(), 'PUT', `/api/admin/services/${service!._id}`, {
      cookie: admin.cookie,
      payload: {
        name: 'Ducted and split air conditioning',
        description: service!.description,
        icon: service!.icon,
      },
    });
    expect(renamed.statusCode).toBe(200);
    const page = await getPage(`/service/${service!._id}`);
    expect(page.body).toContain('<title>TradeMate/Ducted and split air conditioning</title>');
    expect(rootText(await (await getPage('/service')).body)).toContain(
      'Ducted and split air conditioning',
    );

    const article = {
      title: 'What a licensed gasfitter checks',
      slug: 'what-a-licensed-gasfitter-checks',
      excerpt: 'The checks a gasfitter makes before connecting a new cooktop.',
      author: 'The TradeMate team',
      markdown: '## Before the work\n\nAsk for the licence number.',
      coverUrl: null,
    };
    expect(rootText((await getPage('/blogs')).body)).not.toContain(article.title);
    const draft = await consoleCall(app(), 'POST', '/api/admin/blog', {
      cookie: admin.cookie,
      payload: article,
    });
    expect(draft.statusCode).toBe(201);
    const published = await consoleCall(
      app(),
      'POST',
      `/api/admin/blog/${draft.json().data._id}/publish`,
      { cookie: admin.cookie, payload: {} },
    );
    expect(published.statusCode).toBe(200);
    expect(rootText((await getPage('/blogs')).body)).toContain(article.title);
    const read = await getPage(`/blogs/${article.slug}`);
    expect(read.statusCode).toBe(200);
    expect(rootText(read.body)).toContain('Ask for the licence number.');
  });

  it('move a merged service’s page to the service it was merged into, for good', async () => {
    const { items } = await apiData<{ items: Service[] }>('/api/service?page=1&limit=3');
    const [from, into] = items.slice(1);
    const merged = await consoleCall(app(), 'POST', `/api/admin/services/${from!._id}/merge`, {
      cookie: admin.cookie,
      payload: { into: into!._id, reason: 'Same trade under two names' },
    });
    expect(merged.statusCode).toBe(200);
    const old = await getPage(`/service/${from!._id}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/service/${into!._id}`);
  });
});
