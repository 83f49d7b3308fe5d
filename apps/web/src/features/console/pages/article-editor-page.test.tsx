import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ConsoleArticle } from '@trademate/shared/schemas/blog-admin';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import ArticleEditorPage from './article-editor-page';

afterEach(cleanup);

const ID = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const article: ConsoleArticle = {
  _id: ID,
  slug: 'hiring-a-roofer',
  title: 'Hiring a roofer',
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-26T01:00:00.000Z',
  coverUrl: null,
  excerpt: 'What to check before anyone climbs onto your roof.',
  author: 'The TradeMate team',
  markdown: 'Storms bring out **cowboys**.\n\n## Check the licence\n\n- Get a written quote',
};

describe('ArticleEditorPage', () => {
  it('writes a new article, previews exactly what readers get, and saves a draft', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/admin/blog', async () => ok(article, messages.blog.saved, 201)));
    const sent = recordRequests();
    renderRoute(<ArticleEditorPage />, {
      route: '/admin/articles/new',
      path: '/admin/articles/new',
    });

    await user.type(screen.getByLabelText('Title'), 'Hiring a roofer');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('hiring-a-roofer');
    await user.type(screen.getByLabelText(/^Summary/), article.excerpt);
    await user.type(
      screen.getByLabelText('Article text'),
      'Before you start.{enter}{enter}```{enter}code',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('not code blocks');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.clear(screen.getByLabelText('Article text'));
    await user.type(
      screen.getByLabelText('Article text'),
      'Storms bring out **cowboys**.{enter}{enter}## Check the licence',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId('article-preview');
    expect(within(preview).getByRole('heading', { name: 'Check the licence' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Storms bring out cowboys.');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/admin/articles/${ID}`);
    expect(await sent.bodiesOf('POST /api/admin/blog')).toEqual([
      {
        title: 'Hiring a roofer',
        slug: 'hiring-a-roofer',
        excerpt: article.excerpt,
        author: 'The TradeMate team',
        markdown: 'Storms bring out **cowboys**.\n\n## Check the licence',
        coverUrl: null,
      },
    ]);
  });

  it('opens an article, publishes it, and shows a refusal on the field it is about', async () => {
    const user = userEvent.setup();
    let current = article;
    server.use(
      http.get(`/api/admin/blog/${ID}`, () => ok(current)),
      http.post(`/api/admin/blog/${ID}/publish`, () => {
        current = { ...article, status: 'published', publishedAt: new Date().toISOString() };
        return ok(current, messages.blog.published);
      }),
      http.put(`/api/admin/blog/${ID}`, () =>
        fail(409, 'CONFLICT', messages.blog.slugTaken, [
          { path: 'slug', message: messages.blog.slugTaken },
        ]),
      ),
    );
    renderRoute(<ArticleEditorPage />, {
      route: `/admin/articles/${ID}`,
      path: '/admin/articles/:id',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hiring a roofer' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(messages.blog.published)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View on the site' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText(messages.blog.slugTaken)).length).toBeGreaterThan(0);
  });
});
