import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/stub-api';
import { buildJobRequestItem, buildTradie, ids, renderWithModals } from '../testing/builders';
import ServiceJobRequestsPage from './service-job-requests-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const electrician = {
  _id: ids.electrician,
  slug: 'electrician',
  name: 'Electrician',
  description: 'Wiring, lighting, power points and switchboards.',
  icon: 'zap',
  popularRank: 1,
};

function openService(user = buildTradie()) {
  const api = stubApi({
    [`GET /service/${ids.electrician}`]: ok(electrician),
    'GET /user/me': ok(user),
    'GET /jobRequest': ok({ items: [buildJobRequestItem()], nextCursor: null, canPreview: true }),
  });
  renderWithModals(<ServiceJobRequestsPage />, {
    route: `/service/${ids.electrician}`,
    path: '/service/:id',
    user,
  });
  return api;
}

describe('ServiceJobRequestsPage', () => {
  it('shows the service and its open job requests', async () => {
    const api = openService();
    expect(await screen.findByRole('heading', { level: 1, name: 'Electrician' })).toBeTruthy();
    expect(screen.getByText('Wiring, lighting, power points and switchboards.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Install three power points/ })).toBeTruthy();
    expect(Object.fromEntries(new URL(api.request('GET /jobRequest').url).searchParams)).toEqual({
      serviceId: ids.electrician,
      limit: '12',
    });
  });

  it("tells a tradie who doesn't offer the service how to see its requests", async () => {
    openService(buildTradie({ services: [{ _id: ids.plumber, name: 'Plumber' }] }));
    expect(await screen.findByText(/You don't offer Electrician yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit my services' }).getAttribute('href')).toBe(
      '/userProfile',
    );
  });
});
