import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogBlock } from '@trademate/shared/schemas/blog';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { blogCatalogue } from '../../db/seed/blog-catalogue';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/blog${url}` });
  return { status: response.statusCode, body: response.json() };
}

const newestFirst = [...blogCatalogue].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

function expectedReadingMinutes(body: readonly BlogBlock[]): number {
  const text = body.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text));
  const words = text.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

describe('GET /api/blog', () => {
  it('lists the articles newest first, 9 to a page by default, without their bodies', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body.responseCode).toBe(200);
    expect(body.data).toMatchObject({
      page: 1,
      limit: 9,
      total: blogCatalogue.length,
      totalPages: Math.ceil(blogCatalogue.length / 9),
    });
    expect(body.data.items.map((post: { slug: string }) => post.slug)).toEqual(
      newestFirst.slice(0, 9).map((post) => post.slug),
    );
    const [first] = newestFirst;
    expect(body.data.items[0]).toEqual({
      _id: expect.any(String),
      slug: first!.slug,
      title: first!.title,
      excerpt: first!.excerpt,
      author: first!.author,
      publishedAt: first!.publishedAt,
      readingMinutes: expectedReadingMinutes(first!.body),
      coverUrl: null,
    });
  });

  it('pages through every article exactly once, in order', async () => {
    const first = await get('?limit=4&page=1');
    const second = await get('?limit=4&page=2');
    expect(first.body.data).toMatchObject({ page: 1, limit: 4, total: blogCatalogue.length });
    expect(first.body.data.totalPages).toBe(Math.ceil(blogCatalogue.length / 4));
    expect(first.body.data.items).toHaveLength(4);
    const slugs = [...first.body.data.items, ...second.body.data.items].map(
      (post: { slug: string }) => post.slug,
    );
    expect(slugs).toEqual(newestFirst.map((post) => post.slug));
  });

  it('answers an empty page past the end', async () => {
    const { status, body } = await get('?page=50');
    expect(status).toBe(200);
    expect(body.data.items).toEqual([]);
    expect(body.data.total).toBe(blogCatalogue.length);
  });

  it.each([
    ['?limit=0', 'limit must be between 1 and 100'],
    ['?limit=101', 'limit must be between 1 and 100'],
    ['?page=0', 'page must be 1 or more'],
    ['?page=abc', 'page must be a whole number'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(body.errors[0].message).toBe(message);
  });
});

describe('GET /api/blog/:slug', () => {
  it('answers one article with its body blocks', async () => {
    const post = blogCatalogue.find(
      (p) => p.slug === 'how-to-check-a-tradies-licence-in-your-state',
    );
    expect(post).toBeDefined();
    const { status, body } = await get(`/${post!.slug}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      _id: expect.any(String),
      slug: post!.slug,
      title: post!.title,
      excerpt: post!.excerpt,
      author: post!.author,
      publishedAt: post!.publishedAt,
      readingMinutes: expectedReadingMinutes(post!.body),
      coverUrl: null,
      body: post!.body,
    });
    expect(body.data.body.some((block: BlogBlock) => block.type === 'heading')).toBe(true);
    expect(body.data.body.some((block: BlogBlock) => block.type === 'list')).toBe(true);
  });

  it.each(blogCatalogue.map((post) => [post.slug]))(
    'serves %s as valid plain-text blocks',
    async (slug) => {
      const { status, body } = await get(`/${slug}`);
      expect(status).toBe(200);
      const blocks: BlogBlock[] = body.data.body;
      expect(blocks.length).toBeGreaterThanOrEqual(6);
      expect(blocks.length).toBeLessThanOrEqual(14);
      const text = blocks.flatMap((block) => (block.type === 'list' ? block.items : [block.text]));
      for (const line of text) expect(line).not.toMatch(/[<>*#`]|\]\(/);
    },
  );

  it('answers 404 for an article that does not exist', async () => {
    const { status, body } = await get('/no-such-article');
    expect(status).toBe(404);
    expect(body).toEqual({ responseCode: 404, code: 'NOT_FOUND', message: 'Article not found' });
  });

  it.each(['Bad_Slug!', 'UPPER-case', 'double--dash', '-leading', 'a'.repeat(121)])(
    'answers 400 for the malformed slug %s',
    async (slug) => {
      const { status, body } = await get(`/${encodeURIComponent(slug)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        responseCode: 400,
        code: 'VALIDATION',
        message: 'The address of this article is not valid',
      });
    },
  );
});
