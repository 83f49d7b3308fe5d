import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import {
  buildProfessional,
  professionalId,
  serviceIds,
  servicePage,
} from '@/testing/builders/directory';
import ProfessionalsPage from './professionals-page';

afterEach(cleanup);

const { bio: _bio, ...jess } = buildProfessional();
const ben = {
  ...jess,
  _id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  firstName: 'Ben',
  lastName: 'Okafor',
  avatar: null,
  userType: 'freeTradie' as const,
  city: 'Geelong',
  state: 'VIC' as const,
  hiringStatus: 'unavailable' as const,
  memberSince: '2025-11-20T00:00:00.000Z',
  rating: null,
  reviewCount: 0,
  services: [{ _id: serviceIds.carpenter, name: 'Carpenter' }],
};

/** Opens the directory, its list answered by `professionals`; tells what the page asked for. */
function open(professionals: (request: Request) => Response, route = '/professional') {
  const me = buildMe({ userType: 'apprentice' });
  server.use(
    http.get('/api/professional', ({ request }) => professionals(request)),
    http.get('/api/service', () => ok(servicePage)),
    http.get('/api/user/me', () => ok(me)),
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

describe('ProfessionalsPage', () => {
  it('shows a card for each professional the API lists', async () => {
    open(() => ok({ items: [jess, ben], nextCursor: null }));

    const list = await screen.findByRole('list', { name: 'Professionals' });
    const [first, second] = within(list).getAllByRole('article');
    expect(document.title).toBe('TradeMate/Professionals');

    const jessLink = within(first!).getByRole('link', { name: 'Jess Tran' });
    expect(jessLink).toHaveAttribute('href', `/professional/${professionalId}`);
    expect(first!.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/jess.webp');
    expect(within(first!).getByText('Newcastle, NSW')).toBeInTheDocument();
    expect(within(first!).getByText(messages.directory.available)).toBeInTheDocument();
    expect(within(first!).getByText('Electrician')).toBeInTheDocument();
    expect(within(first!).getByText('Plumber')).toBeInTheDocument();
    expect(within(first!).getByText('Member since March 2024')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(first!).getByText('4.7 (3 reviews)')).toBeInTheDocument();

    expect(second!.querySelector('img')).toHaveAttribute('src', '/default-avatar.svg');
    expect(within(second!).getByText(messages.directory.notTakingWork)).toBeInTheDocument();
    expect(within(second!).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(second!).getByText('Geelong, VIC')).toBeInTheDocument();
  });

  it('asks the API again with each filter, and a new state clears the city', async () => {
    const user = userEvent.setup();
    // Jess for the whole directory, Ben for any filter: the cards show which list is on screen.
    const lastParams = open((request) =>
      ok({ items: [new URL(request.url).search ? ben : jess], nextCursor: null }),
    );
    await screen.findByRole('list', { name: 'Professionals' });
    expect(lastParams()).toEqual({});
    expect(select('City')).toBeDisabled();

    await user.selectOptions(select('State'), 'NSW');
    await waitFor(() => expect(lastParams()).toEqual({ state: 'NSW' }));

    await user.selectOptions(select('City'), 'Newcastle');
    await waitFor(() => expect(lastParams()).toEqual({ state: 'NSW', city: 'Newcastle' }));

    await waitFor(() => expect(select('Service')).not.toBeDisabled());
    await user.selectOptions(select('Service'), serviceIds.plumber);
    await waitFor(() =>
      expect(lastParams()).toEqual({
        serviceId: serviceIds.plumber,
        state: 'NSW',
        city: 'Newcastle',
      }),
    );

    await user.selectOptions(select('State'), 'VIC');
    await waitFor(() =>
      expect(lastParams()).toEqual({ serviceId: serviceIds.plumber, state: 'VIC' }),
    );
    expect(select('City').value).toBe('');

    expect(await screen.findByRole('link', { name: 'Ben Okafor' })).toBeInTheDocument();

    // Back to the whole directory, which is still cached from the first visit.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Jess Tran' })).toBeInTheDocument();
    expect(select('State').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('starts from the filters in the address', async () => {
    const lastParams = open(
      () => ok({ items: [jess], nextCursor: null }),
      `/professional?state=NSW&city=Newcastle&serviceId=${serviceIds.electrician}&x=1`,
    );
    await screen.findByRole('list', { name: 'Professionals' });
    expect(lastParams()).toEqual({
      serviceId: serviceIds.electrician,
      state: 'NSW',
      city: 'Newcastle',
    });
    expect(select('City').value).toBe('Newcastle');
  });

  it('loads the next page with the cursor and adds its cards', async () => {
    const user = userEvent.setup();
    const lastParams = open(
      (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? ok({ items: [ben], nextCursor: null })
          : ok({ items: [jess], nextCursor: 'page-2' }),
      '/professional?state=NSW',
    );
    await screen.findByRole('link', { name: 'Jess Tran' });

    await user.click(screen.getByRole('button', { name: 'Load more professionals' }));

    expect(await screen.findByRole('link', { name: 'Ben Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jess Tran' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Load more professionals' }),
    ).not.toBeInTheDocument();
    expect(lastParams()).toEqual({ state: 'NSW', cursor: 'page-2' });
  });

  it('says so when nobody matches', async () => {
    open(() => ok({ items: [], nextCursor: null }), '/professional?state=TAS');
    expect(await screen.findByText(messages.directory.noProfessionals)).toBeInTheDocument();
  });
});
