import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
// Both pages load lazily; loaded up front, the test waits for the render, not the transform.
import '@/features/job-requests/pages/service-job-requests-page';
import '@/features/services/pages/service-page';
import ServiceDetailRoute from './service-detail-route';

afterEach(cleanup);

const serviceId = '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01';
const service = {
  _id: serviceId,
  slug: 'electrician',
  name: 'Electrician',
  description: 'Wiring, lighting, power points and switchboards.',
  icon: 'zap',
  popularRank: 1,
};

function open(user: ReturnType<typeof buildMe> | null) {
  server.use(
    http.get(`/api/service/${serviceId}`, () => ok(service)),
    http.get(`/api/service/${serviceId}/overview`, () =>
      ok({
        service,
        professionalsByState: [],
        professionalCount: 0,
        openJobCount: 0,
        newestJobs: [],
      }),
    ),
    http.get('/api/user/me', () => ok(user)),
    http.get('/api/jobRequest', () => ok({ items: [], nextCursor: null, canPreview: true })),
    http.get(`/api/services/${serviceId}/questions`, () => ok({ questionSet: null })),
  );
  const sent = recordRequests();
  renderRoute(<ServiceDetailRoute />, {
    route: `/service/${serviceId}`,
    path: '/service/:id',
    user,
  });
  return sent;
}

describe('/service/:id', () => {
  it("shows a tradie the service's job requests, as before", async () => {
    const sent = open(
      buildMe({ userType: 'tradie', subscriptionStatus: 'active', services: [service] }),
    );
    expect(await screen.findByRole('heading', { name: 'Open job requests' })).toBeInTheDocument();
    expect(sent.to(`GET /api/service/${serviceId}/overview`)).toEqual([]);
  });

  it.each([
    ['someone not signed in', null],
    ['a client', buildMe({ userType: 'client' })],
  ])('shows %s the public page', async (_who, user) => {
    const sent = open(user);
    expect(
      await screen.findByRole('heading', { name: 'Professionals by state' }),
    ).toBeInTheDocument();
    expect(sent.to('GET /api/jobRequest')).toEqual([]);
  });
});
