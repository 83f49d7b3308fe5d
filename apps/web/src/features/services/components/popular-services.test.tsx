import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import { PopularServices } from './popular-services';

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
    expect(within(card).getByRole('heading', { name: 'Plumber' })).toBeTruthy();
    await user.click(card);
    expect(screen.getByTestId('location').textContent).toBe(`/service/${plumber._id}`);
  });
});
