import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { multipartFile } from '../../../test/http';
import { apiClient } from '../../../test/api-client';
import type { SignedInStaff } from '../../../test/staff';
import { auditLog } from '../../db/schema/staff';

const m = messages.blog;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await newAdmin();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

const { asStaff, newAdmin, newSupport } = apiClient(app);

let articleNumber = 0;
function article(overrides: Record<string, unknown> = {}) {
  articleNumber += 1;
  return {
    title: `Choosing a plumber ${articleNumber}`,
    slug: `choosing-a-plumber-${articleNumber}`,
    excerpt: 'What to ask before you hire a plumber in Australia.',
    author: 'The TradeMate team',
    markdown:
      '## Check the licence\n\nEvery state licenses plumbers.\n\n- Ask for the number\n- Check it',
    coverUrl: null,
    ...overrides,
  };
}

async function publicSlugs(): Promise<string[]> {
  const response = await app().inject({ url: '/api/blog?limit=50' });
  return response.json().data.items.map((item: { slug: string }) => item.slug);
}

describe('articles in the console', () => {
  it('saves a draft nobody reads, publishes it to /blogs at once, and takes it off again', async () => {
    const input = article();
    const created = await asStaff(admin, 'POST', '/api/admin/blog', input);
    expect(created.statusCode).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, slug: input.slug });
    expect(await publicSlugs()).not.toContain(input.slug);
    expect((await app().inject({ url: `/api/blog/${input.slug}` })).statusCode).toBe(404);

    const published = await asStaff(admin, 'POST', `/api/admin/blog/${draft._id}/publish`, {});
    expect(published.json()).toMatchObject({ message: m.published, data: { status: 'published' } });
    expect(await publicSlugs()).toContain(input.slug);
    const read = (await app().inject({ url: `/api/blog/${input.slug}` })).json().data;
    expect(read.body).toEqual([
      { type: 'heading', text: 'Check the licence' },
      { type: 'paragraph', text: 'Every state licenses plumbers.' },
      { type: 'list', items: ['Ask for the number', 'Check it'] },
    ]);

    // Edited while published: the site shows the change at once.
    const edited = await asStaff(admin, 'PUT', `/api/admin/blog/${draft._id}`, {
      ...input,
      title: 'Choosing a licensed plumber',
    });
    expect(edited.statusCode).toBe(200);
    expect((await app().inject({ url: `/api/blog/${input.slug}` })).json().data.title).toBe(
      'Choosing a licensed plumber',
    );
    const editor = (await asStaff(admin, 'GET', `/api/admin/blog/${draft._id}`)).json().data;
    expect(editor.markdown).toBe(input.markdown);

    const off = await asStaff(admin, 'POST', `/api/admin/blog/${draft._id}/unpublish`);
    expect(off.json().data.status).toBe('draft');
    expect(await publicSlugs()).not.toContain(input.slug);

    const actions = await app()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, draft._id));
    expect(actions.map((row) => row.action).sort()).toEqual(
      ['blog.create', 'blog.publish', 'blog.unpublish', 'blog.update'].sort(),
    );
  });

  it('schedules an article: it appears by itself once its time has come', async () => {
    const input = article();
    const draft = (await asStaff(admin, 'POST', '/api/admin/blog', input)).json().data;
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await asStaff(admin, 'POST', `/api/admin/blog/${draft._id}/publish`, {
      publishAt: later,
    });
    expect(scheduled.json()).toMatchObject({ message: m.scheduled, data: { status: 'scheduled' } });
    expect(await publicSlugs()).not.toContain(input.slug);
    // Its time comes (moved into the past rather than waiting for the clock).
    await asStaff(admin, 'POST', `/api/admin/blog/${draft._id}/publish`, {
      publishAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await publicSlugs()).toContain(input.slug);
  });

  it('edits a seeded article in Markdown, and the seed leaves the edit alone at the next start', async () => {
    const list = (await asStaff(admin, 'GET', '/api/admin/blog')).json().data.items;
    const seeded = list.find((item: { status: string }) => item.status === 'published');
    const editor = (await asStaff(admin, 'GET', `/api/admin/blog/${seeded._id}`)).json().data;
    expect(editor.markdown).toMatch(/\S/);
    const saved = await asStaff(admin, 'PUT', `/api/admin/blog/${seeded._id}`, {
      title: 'Edited by staff',
      slug: editor.slug,
      excerpt: editor.excerpt,
      author: editor.author,
      markdown: editor.markdown,
      coverUrl: null,
    });
    expect(saved.statusCode).toBe(200);
    const { seedBlog } = await import('../../db/seed/seed-blog');
    await seedBlog(app().db);
    expect((await app().inject({ url: `/api/blog/${editor.slug}` })).json().data.title).toBe(
      'Edited by staff',
    );
  });

  it('refuses what cannot be an article, a taken address and an unknown article', async () => {
    const cases: Array<[object, string]> = [
      [article({ title: 'x' }), m.titleRequired],
      [article({ slug: 'Not A Slug' }), m.slugInvalid],
      [article({ excerpt: 'short' }), m.excerptRequired],
      [article({ markdown: '   ' }), m.bodyRequired],
      [
        article({ markdown: '```\nrm -rf\n```' }),
        'Articles take headings (##), paragraphs and lists (- item), not code blocks',
      ],
      [
        article({ markdown: '<iframe src="x"></iframe>' }),
        'Articles take headings (##), paragraphs and lists (- item), not HTML',
      ],
      [article({ coverUrl: 'https://elsewhere.example/cover.jpg' }), m.coverInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await asStaff(admin, 'POST', '/api/admin/blog', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const first = article();
    await asStaff(admin, 'POST', '/api/admin/blog', first);
    const taken = await asStaff(admin, 'POST', '/api/admin/blog', {
      ...article(),
      slug: first.slug,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.slugTaken);
    expect(
      (await asStaff(admin, 'PUT', `/api/admin/blog/${UNKNOWN_ID}`, article())).statusCode,
    ).toBe(404);
    expect(
      (await asStaff(admin, 'POST', `/api/admin/blog/${UNKNOWN_ID}/publish`, {})).statusCode,
    ).toBe(404);
  });

  it('is for admins: support staff, customers and visitors are refused', async () => {
    const support = await newSupport(admin);
    const customer = await createUser(app(), { userType: 'client' });
    const token = await signIn(app(), customer);
    for (const [method, url] of [
      ['GET', '/api/admin/blog'],
      ['POST', '/api/admin/blog'],
      ['GET', `/api/admin/blog/${UNKNOWN_ID}`],
      ['PUT', `/api/admin/blog/${UNKNOWN_ID}`],
      ['POST', `/api/admin/blog/${UNKNOWN_ID}/publish`],
      ['POST', `/api/admin/blog/${UNKNOWN_ID}/unpublish`],
      ['POST', '/api/admin/blog/cover'],
    ] as const) {
      const payload = method === 'GET' ? undefined : article();
      expect((await asStaff(support, method, url, payload)).statusCode, url).toBe(403);
      expect((await asStaff(null, method, url, payload)).statusCode, url).toBe(401);
      const asCustomer = await app().inject({
        method,
        url,
        headers: { authorization: token, cookie: `token=${token}` },
        ...(payload ? { payload } : {}),
      });
      expect(asCustomer.statusCode, url).toBe(401);
    }
  });

  it('stores a cover re-encoded as WebP, served under /uploads, and shows it on the article', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#145075' },
    })
      .png()
      .toBuffer();
    const body = multipartFile({
      field: 'cover',
      filename: 'cover.png',
      content: png,
      contentType: 'image/png',
    });
    const uploaded = await app().inject({
      method: 'POST',
      url: '/api/admin/blog/cover',
      payload: body.payload,
      headers: { 'content-type': body.contentType, cookie: admin.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const { coverUrl } = uploaded.json().data;
    expect(coverUrl).toMatch(/^\/uploads\/blog-covers\/[0-9a-f-]{36}\.webp$/);
    const served = await app().inject({ url: coverUrl });
    expect(served.headers['content-type']).toBe('image/webp');

    const input = article({ coverUrl });
    const draft = (await asStaff(admin, 'POST', '/api/admin/blog', input)).json().data;
    await asStaff(admin, 'POST', `/api/admin/blog/${draft._id}/publish`, {});
    const read = (await app().inject({ url: `/api/blog/${input.slug}` })).json().data;
    expect(read.coverUrl).toBe(coverUrl);

    const notImage = multipartFile({
      field: 'cover',
      filename: 'cover.png',
      content: Buffer.from('not an image'),
      contentType: 'image/png',
    });
    const refused = await app().inject({
      method: 'POST',
      url: '/api/admin/blog/cover',
      payload: notImage.payload,
      headers: { 'content-type': notImage.contentType, cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(415);
  });
});
