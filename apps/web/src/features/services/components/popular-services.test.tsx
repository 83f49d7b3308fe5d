import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, server } from '@/testing/api-server';
import { PreloadedDataProvider } from '@/lib/preloaded-data';
import { renderRoute } from '@/testing/render';
import { PopularServices, popularServicesPathForHome } from './popular-services';

afterEach(cleanup);

const plumber = {
  _id: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02',
  slug: 'plumber',
  name: 'Plumber',
  description: 'Blocked drains, leaking taps and hot water systems.',
  icon: 'droplets',
  popularRank: 2,
};

describe('PopularServices', () => {
  it("opens a service's page from its card", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/service', () =>
        ok({ items: [plumber], page: 1, limit: 8, total: 1, totalPages: 1 }),
      ),
    );
    renderRoute(<PopularServices />);
    const card = await screen.findByRole('link', { name: /Plumber/ });
    expect(within(card).getByRole('heading', { name: 'Plumber' })).toBeInTheDocument();
    await user.click(card);
    expect(screen.getByTestId('location').textContent).toBe(`/service/${plumber._id}`);
  });

  it('shows the list the server rendered the page with, without asking, and asks the next time', async () => {
    const electrician = {
      ...plumber,
      _id: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01',
      name: 'Electrician',
    };
    const asked: string[] = [];
    server.use(
      http.get('/api/service', ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok({ items: [electrician], page: 1, limit: 8, total: 1, totalPages: 1 });
      }),
    );
    const preloaded = {
      [popularServicesPathForHome]: {
        items: [plumber],
        page: 1,
        limit: 8,
        total: 1,
        totalPages: 1,
      },
    };
    const first = renderRoute(
      <PreloadedDataProvider value={preloaded}>
        <PopularServices />
      </PreloadedDataProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Plumber' })).toBeInTheDocument();
    first.unmount();
    expect(asked).toEqual([]);

    // The page opened again: the server's list is not shown twice as if it were fresh.
    renderRoute(
      <PreloadedDataProvider value={preloaded}>
        <PopularServices />
      </PreloadedDataProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Electrician' })).toBeInTheDocument();
    expect(asked).toEqual(['?popular=true&limit=8']);
  });
});
