import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobRequestItem,
  buildTradie,
  ids,
  renderWithModals,
} from '@/testing/builders/job-requests';
import { questionSetsByService } from '@/testing/builders/job-questions';
import ServiceJobRequestsPage from './service-job-requests-page';

afterEach(cleanup);

const electrician = {
  _id: ids.electrician,
  slug: 'electrician',
  name: 'Electrician',
  description: 'Wiring, lighting, power points and switchboards.',
  icon: 'zap',
  popularRank: 1,
};

function openService(user = buildTradie(), route = `/service/${ids.electrician}`) {
  server.use(
    http.get(`/api/services/${ids.electrician}/questions`, () =>
      ok({ questionSet: questionSetsByService[ids.electrician] }),
    ),
    http.get(`/api/service/${ids.electrician}`, () => ok(electrician)),
    http.get('/api/user/me', () => ok(user)),
    http.get('/api/jobRequest', () =>
      ok({ items: [buildJobRequestItem()], nextCursor: null, canPreview: true }),
    ),
  );
  const sent = recordRequests();
  renderWithModals(<ServiceJobRequestsPage />, {
    route,
    path: '/service/:id',
    user,
  });
  return sent;
}

/** The feed's query, the nth request's (the last one's by default). */
function feedQuery(sent: ReturnType<typeof recordRequests>, index?: number) {
  const requests = sent.to('GET /api/jobRequest');
  const request = requests[index ?? requests.length - 1];
  return Object.fromEntries(new URL(request!.url).searchParams);
}

describe('ServiceJobRequestsPage', () => {
  it('shows the service and its open job requests', async () => {
    const sent = openService();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electrician' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Wiring, lighting, power points and switchboards.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Install three power points/ }),
    ).toBeInTheDocument();
    const feedQuery = new URL(sent.request('GET /api/jobRequest').url).searchParams;
    expect(Object.fromEntries(feedQuery)).toEqual({ serviceId: ids.electrician, limit: '12' });
  });

  it('filters its requests on the answers to its choice questions, from the address too', async () => {
    const user = userEvent.setup();
    const sent = openService(buildTradie(), `/service/${ids.electrician}?answers=storeys:more`);
    const storeys = (await screen.findByLabelText('How many storeys?')) as HTMLSelectElement;
    expect(storeys.value).toBe('more');
    expect(feedQuery(sent, 0)).toEqual({
      serviceId: ids.electrician,
      answers: 'storeys:more',
      limit: '12',
    });

    await user.selectOptions(screen.getByLabelText('Which rooms?'), 'garage');
    await user.selectOptions(screen.getByLabelText('State'), 'NSW');
    await waitFor(() =>
      expect(feedQuery(sent)).toEqual({
        serviceId: ids.electrician,
        state: 'NSW',
        answers: 'storeys:more,rooms:garage',
        limit: '12',
      }),
    );
  });

  it('follows a service merged into another to that service’s address', async () => {
    const mergedId = '9a8b7c6d-0000-4000-8000-00000000aaaa';
    const user = buildTradie();
    server.use(
      http.get(`/api/service/${mergedId}`, () => ok(electrician)),
      http.get('/api/user/me', () => ok(user)),
    );
    renderWithModals(<ServiceJobRequestsPage />, {
      route: `/service/${mergedId}`,
      path: '/service/:id',
      user,
      otherRoutes: { [`/service/${ids.electrician}`]: <p>The service it was merged into</p> },
    });
    expect(await screen.findByText('The service it was merged into')).toBeInTheDocument();
  });

  it("tells a tradie who doesn't offer the service how to see its requests", async () => {
    openService(buildTradie({ services: [{ _id: ids.plumber, name: 'Plumber' }] }));
    expect(await screen.findByText(/You don't offer Electrician yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my services' })).toHaveAttribute(
      'href',
      '/userProfile',
    );
  });
});
