import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@trademate/shared/schemas/users';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildApprentice, buildProfessional, servicePage } from '@/testing/builders/directory';
import ApprenticesPage from './apprentices-page';
import ProfessionalsPage from './professionals-page';

afterEach(cleanup);

const surryHills = {
  state: 'NSW' as const,
  city: 'Sydney',
  postcode: '2010',
  suburb: 'Surry Hills',
};
const placedApprentice = buildMe({ userType: 'apprentice', address: surryHills });

const near = { ...buildProfessional(), distanceKm: 12 };
const far = {
  ...buildProfessional(),
  _id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  firstName: 'Ben',
  lastName: 'Okafor',
  distanceKm: 117,
};

/** Opens the professionals directory as `me`; the API keeps those within `withinKm`. */
function openProfessionals(me: Me, route = '/professional') {
  server.use(
    http.get('/api/user/me', () => ok(me)),
    http.get('/api/service', () => ok(servicePage)),
    http.get('/api/professional', ({ request }) => {
      const withinKm = new URL(request.url).searchParams.get('withinKm');
      const items = [near, far].filter((item) => !withinKm || item.distanceKm <= Number(withinKm));
      return ok({ items, nextCursor: null });
    }),
  );
  const sent = recordRequests();
  renderRoute(<ProfessionalsPage />, { route, path: '/professional', user: me });
  /** The query of the last request for the list. */
  return () => {
    const calls = sent.to('GET /api/professional');
    return Object.fromEntries(new URL(calls.at(-1)!.url).searchParams);
  };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('distance in the professionals directory', () => {
  it('says how far away each professional is', async () => {
    openProfessionals(placedApprentice);
    const list = await screen.findByRole('list', { name: 'Professionals' });
    const cards = within(list).getAllByRole('article');
    expect(within(cards[0]!).getByText(/12 km away/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/117 km away/)).toBeInTheDocument();
  });

  it('filters by distance and sorts nearest first, both kept in the address', async () => {
    const user = userEvent.setup();
    const lastQuery = openProfessionals(placedApprentice);
    await screen.findByRole('list', { name: 'Professionals' });
    expect(select('Sort').value).toBe('newest');

    await user.selectOptions(select('Distance'), '25');
    await waitFor(() => expect(lastQuery()).toEqual({ withinKm: '25' }));
    await waitFor(() => expect(screen.queryByText('Ben Okafor')).not.toBeInTheDocument());

    await user.selectOptions(select('Sort'), 'nearest');
    await waitFor(() => expect(lastQuery()).toEqual({ withinKm: '25', sort: 'nearest' }));

    // "Any distance" cannot be nearest first: back to newest.
    // (The unfiltered list is still in memory, so the page shows it without asking again.)
    await user.selectOptions(select('Distance'), '');
    expect(await screen.findByText('Ben Okafor')).toBeInTheDocument();
    expect(select('Sort').value).toBe('newest');
  });

  it('picks a distance when Nearest is chosen without one', async () => {
    const user = userEvent.setup();
    const lastQuery = openProfessionals(placedApprentice);
    await screen.findByRole('list', { name: 'Professionals' });
    await user.selectOptions(select('Sort'), 'nearest');
    await waitFor(() => expect(lastQuery()).toEqual({ withinKm: '50', sort: 'nearest' }));
    expect(select('Distance').value).toBe('50');
  });

  it('starts from the distance and order in the address', async () => {
    const lastQuery = openProfessionals(placedApprentice, '/professional?within=25&sort=nearest');
    await screen.findByRole('list', { name: 'Professionals' });
    expect(lastQuery()).toEqual({ withinKm: '25', sort: 'nearest' });
    expect(select('Distance').value).toBe('25');
    expect(select('Sort').value).toBe('nearest');
  });

  it('offers no distance or sort to a viewer without a suburb, and never sends them', async () => {
    const lastQuery = openProfessionals(
      buildMe({ userType: 'apprentice' }),
      '/professional?within=10&sort=nearest',
    );
    await screen.findByRole('list', { name: 'Professionals' });
    await waitFor(() => expect(screen.getByLabelText('State')).toBeInTheDocument());
    expect(screen.queryByLabelText('Distance')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort')).not.toBeInTheDocument();
    // The address asked for a distance the API would refuse: the page drops it.
    await waitFor(() => expect(lastQuery()).toEqual({}));
  });
});

describe('distance in the apprentices directory', () => {
  it('says how far away each apprentice is and sorts them nearest first', async () => {
    const user = userEvent.setup();
    const me = buildMe({ userType: 'tradie', address: surryHills });
    server.use(
      http.get('/api/user/me', () => ok(me)),
      http.get('/api/service', () => ok(servicePage)),
      http.get('/api/apprentice', () =>
        ok({ items: [{ ...buildApprentice(), distanceKm: 8 }], nextCursor: null }),
      ),
    );
    const sent = recordRequests();
    renderRoute(<ApprenticesPage />, { route: '/apprentice', path: '/apprentice', user: me });
    const list = await screen.findByRole('list', { name: 'Apprentices' });
    expect(within(list).getByText(/8 km away/)).toBeInTheDocument();
    await user.selectOptions(select('Sort'), 'nearest');
    await waitFor(() => {
      const last = sent.to('GET /api/apprentice').at(-1)!;
      expect(Object.fromEntries(new URL(last.url).searchParams)).toEqual({
        withinKm: '50',
        sort: 'nearest',
      });
    });
  });
});
