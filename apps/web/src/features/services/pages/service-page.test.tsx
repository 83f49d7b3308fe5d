import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ServiceOverview } from '@trademate/shared/schemas/services';
// Tests render the real modal host; app/ is off limits to feature code, not to its tests.
// eslint-disable-next-line import-x/no-restricted-paths
import { AuthModalHost } from '@/app/auth-modal-host';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
// The app loads the auth modal lazily; loaded up front, the test waits for the render only.
// eslint-disable-next-line import-x/no-restricted-paths
import '@/features/auth/components/auth-modal';
import ServicePage from './service-page';

afterEach(cleanup);

const electricianId = '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01';

function buildOverview(overrides: Partial<ServiceOverview> = {}): ServiceOverview {
  return {
    service: {
      _id: electricianId,
      slug: 'electrician',
      name: 'Electrician',
      description: 'Electricians install, repair and test wiring, switchboards and lighting.',
      icon: 'zap',
      popularRank: 1,
    },
    professionalsByState: [
      { state: 'NSW', count: 12 },
      { state: 'VIC', count: 4 },
      { state: 'QLD', count: 1 },
      { state: 'SA', count: 0 },
      { state: 'WA', count: 0 },
      { state: 'TAS', count: 0 },
    ],
    professionalCount: 17,
    openJobCount: 9,
    newestJobs: [
      {
        _id: 'a1b2c3d4-0000-4000-8000-000000000001',
        title: 'Fit two ceiling fans',
        state: 'VIC',
        city: 'Geelong',
        createdAt: '2026-05-04T01:00:00.000Z',
      },
      {
        _id: 'a1b2c3d4-0000-4000-8000-000000000002',
        title: 'Rewire the garage',
        state: 'QLD',
        city: 'Cairns',
        createdAt: '2026-05-03T01:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function openPage(
  user: ReturnType<typeof buildMe> | null,
  overview = buildOverview(),
  id = electricianId,
) {
  server.use(http.get(`/api/service/${electricianId}/overview`, () => ok(overview)));
  const sent = recordRequests();
  const view = renderRoute(
    <>
      <AuthModalHost />
      <ServicePage />
    </>,
    { route: `/service/${id}`, path: '/service/:id', user },
  );
  return { ...view, sent };
}

describe('ServicePage', () => {
  it('shows anyone what the service covers, who offers it where and its newest jobs', async () => {
    openPage(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electrician' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/install, repair and test wiring/)).toBeInTheDocument();
    expect(document.title).toBe('TradeMate/Electrician');

    const byState = screen.getByRole('region', { name: 'Professionals by state' });
    expect(
      within(byState).getByText('17 verified professionals offer Electrician on TradeMate.'),
    ).toBeInTheDocument();
    const rows = within(byState)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'New South Wales: 12',
      'Victoria: 4',
      'Queensland: 1',
      'South Australia: 0',
      'Western Australia: 0',
      'Tasmania: 0',
    ]);

    const jobs = screen.getByRole('list', { name: 'Newest open jobs' });
    expect(
      within(jobs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fit two ceiling fansGeelong, VICPosted 4 May 2026',
      'Rewire the garageCairns, QLDPosted 3 May 2026',
    ]);
    expect(screen.getByText('9 open jobs for Electrician; the newest first.')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign up as a client, then on to the job form', async () => {
    openPage(null);
    const postJob = await screen.findByRole('link', { name: 'Post a job for Electrician' });
    const next = encodeURIComponent(`/postJob?service=${electricianId}`);
    expect(postJob).toHaveAttribute('href', `/signup/client?next=${next}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${next}`,
    );
  });

  it('takes a client straight to the job form with the service chosen', async () => {
    const user = userEvent.setup();
    openPage(buildMe({ userType: 'client' }));
    await user.click(await screen.findByRole('link', { name: 'Post a job for Electrician' }));
    expect(screen.getByTestId('location').textContent).toBe(`/postJob?service=${electricianId}`);
  });

  it('offers a free tradie the upgrade in the modal, with the spec’s text, and still shows the page', async () => {
    const user = userEvent.setup();
    openPage(buildMe({ userType: 'freeTradie', subscriptionStatus: '' }));
    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToPreview.title,
    });
    expect(
      within(dialog).getByText(
        'Please upgrade your plan to preview the job requests related to the service',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Electrician' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Post a job for Electrician' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/userSubscription',
    );
  });

  it('offers no job posting to an apprentice, and no modal', async () => {
    openPage(buildMe({ userType: 'apprentice' }));
    await screen.findByRole('heading', { level: 1, name: 'Electrician' });
    expect(
      screen.queryByRole('link', { name: 'Post a job for Electrician' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when nobody offers the service and no job is open', async () => {
    openPage(
      null,
      buildOverview({
        professionalsByState: buildOverview().professionalsByState.map((row) => ({
          ...row,
          count: 0,
        })),
        professionalCount: 0,
        openJobCount: 0,
        newestJobs: [],
      }),
    );
    expect(
      await screen.findByText('No verified professional offers Electrician yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No open Electrician jobs right now. Post yours and local professionals will see it.',
      ),
    ).toBeInTheDocument();
  });

  it('says the service is not found for an unknown id', async () => {
    const unknownId = '6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11';
    server.use(
      http.get(`/api/service/${unknownId}/overview`, () =>
        fail(404, 'NOT_FOUND', messages.services.notFound),
      ),
    );
    renderRoute(<ServicePage />, { route: `/service/${unknownId}`, path: '/service/:id' });
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute(
      'href',
      '/service',
    );
  });

  it('asks the server nothing for an address that cannot be a service', () => {
    const sent = recordRequests();
    renderRoute(<ServicePage />, { route: '/service/plumber', path: '/service/:id' });
    expect(screen.getByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });

  it('offers to try again when the page could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(`/api/service/${electricianId}/overview`, () => {
        calls += 1;
        return calls === 1
          ? fail(503, 'SERVICE_UNAVAILABLE', 'TradeMate is busy, please try again')
          : ok(buildOverview());
      }),
    );
    renderRoute(<ServicePage />, { route: `/service/${electricianId}`, path: '/service/:id' });
    expect(await screen.findByText('TradeMate is busy, please try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electrician' }),
    ).toBeInTheDocument();
  });

  it('follows a service merged into another to that service’s address', async () => {
    const mergedId = '9a8b7c6d-0000-4000-8000-00000000aaaa';
    server.use(http.get(`/api/service/${mergedId}/overview`, () => ok(buildOverview())));
    renderRoute(<ServicePage />, {
      route: `/service/${mergedId}`,
      path: '/service/:id',
      otherRoutes: { [`/service/${electricianId}`]: <p>The service it was merged into</p> },
    });
    expect(await screen.findByText('The service it was merged into')).toBeInTheDocument();
  });
});
