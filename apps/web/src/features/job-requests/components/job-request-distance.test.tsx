import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobRequestItem,
  buildTradie,
  renderWithModals,
} from '@/testing/builders/job-requests';
import JobRequestsPage from '../pages/job-requests-page';

afterEach(cleanup);

function openFeed(user: ReturnType<typeof buildTradie>, route = '/jobRequests') {
  server.use(
    http.get('/api/user/me', () => ok(user)),
    http.get('/api/jobRequest/invitations', () => ok({ items: [] })),
    http.get('/api/jobRequest', ({ request }) => {
      const within = new URL(request.url).searchParams.get('withinKm');
      const items = [
        buildJobRequestItem({ distanceKm: 12 }),
        buildJobRequestItem({ _id: 'b'.repeat(24), title: 'Rewire a farm shed', distanceKm: 117 }),
      ];
      return ok({
        items: within ? items.filter((item) => item.distanceKm! <= Number(within)) : items,
        nextCursor: null,
        canPreview: true,
      });
    }),
  );
  const sent = recordRequests();
  renderWithModals(<JobRequestsPage />, { route, path: '/jobRequests', user });
  return { sent };
}

const placed = buildTradie({
  address: { state: 'NSW', city: 'Sydney', postcode: '2010', suburb: 'Surry Hills' },
});

describe('distance on the job requests feed', () => {
  it('says how far away each job is', async () => {
    openFeed(placed);
    const card = await screen.findByRole('link', { name: /Install three power points/ });
    expect(within(card).getByText('12 km away')).toBeInTheDocument();
    const far = screen.getByRole('link', { name: /Rewire a farm shed/ });
    expect(within(far).getByText('117 km away')).toBeInTheDocument();
  });

  it('filters by distance from the professional’s suburb, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { sent } = openFeed(placed);
    await screen.findByRole('link', { name: /Rewire a farm shed/ });
    await user.selectOptions(screen.getByLabelText('Distance'), '25');
    expect(
      await screen.findByRole('link', { name: /Install three power points/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Rewire a farm shed/ })).not.toBeInTheDocument();
    const last = sent.to('GET /api/jobRequest').at(-1)!;
    expect(new URL(last.url).searchParams.get('withinKm')).toBe('25');
  });

  it('sorts nearest first beside the distance filter, and starts from the address', async () => {
    const user = userEvent.setup();
    const { sent } = openFeed(placed);
    await screen.findByRole('link', { name: /Rewire a farm shed/ });
    const lastQuery = () =>
      Object.fromEntries(new URL(sent.to('GET /api/jobRequest').at(-1)!.url).searchParams);
    await user.selectOptions(screen.getByLabelText('Sort'), 'nearest');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ withinKm: '50', sort: 'nearest', limit: '12' }),
    );
    expect((screen.getByLabelText('Distance') as HTMLSelectElement).value).toBe('50');
    await user.selectOptions(screen.getByLabelText('Sort'), 'newest');
    await waitFor(() => expect(lastQuery().sort).toBeUndefined());
    expect(lastQuery().withinKm).toBe('50');
    cleanup();

    const reopened = openFeed(placed, '/jobRequests?within=200&sort=nearest');
    await screen.findByRole('link', { name: /Rewire a farm shed/ });
    const query = new URL(reopened.sent.to('GET /api/jobRequest').at(-1)!.url).searchParams;
    expect(query.get('withinKm')).toBe('200');
    expect(query.get('sort')).toBe('nearest');
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('nearest');
  });

  it('offers no distance filter to a professional without a suburb', async () => {
    openFeed(buildTradie());
    await screen.findByRole('link', { name: /Install three power points/ });
    expect(screen.queryByLabelText('Distance')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort')).not.toBeInTheDocument();
  });

  it('never sends a distance from the address for a professional without a suburb', async () => {
    const { sent } = openFeed(buildTradie(), '/jobRequests?within=25&sort=nearest');
    await screen.findByRole('link', { name: /Install three power points/ });
    const query = new URL(sent.to('GET /api/jobRequest').at(-1)!.url).searchParams;
    expect(query.get('withinKm')).toBeNull();
    expect(query.get('sort')).toBeNull();
  });
});
