import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildMe, renderRoute } from '@/testing/render';
import { ok, stubApi } from '@/testing/stub-api';
import {
  buildProfessional,
  professionalId,
  serviceIds,
  servicePage,
} from '../testing/directory-builders';
import ProfessionalsPage from './professionals-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

function open(route = '/professional') {
  return renderRoute(<ProfessionalsPage />, {
    route,
    path: '/professional',
    user: buildMe({ userType: 'apprentice' }),
  });
}

const lastParams = (api: ReturnType<typeof stubApi>) => {
  const calls = api.callsTo('GET /professional');
  return Object.fromEntries(new URL(calls.at(-1)!.url).searchParams);
};

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('ProfessionalsPage', () => {
  it('shows a card for each professional the API lists', async () => {
    stubApi({
      'GET /professional': ok({ items: [jess, ben], nextCursor: null }),
      'GET /service': ok(servicePage),
    });
    open();

    const list = await screen.findByRole('list', { name: 'Professionals' });
    const [first, second] = within(list).getAllByRole('article');
    expect(document.title).toBe('TradeMate/Professionals');

    const jessLink = within(first!).getByRole('link', { name: 'Jess Tran' });
    expect(jessLink.getAttribute('href')).toBe(`/professional/${professionalId}`);
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/uploads/avatars/jess.webp');
    expect(within(first!).getByText('Newcastle, NSW')).toBeTruthy();
    expect(within(first!).getByText(messages.directory.available)).toBeTruthy();
    expect(within(first!).getByText('Electrician')).toBeTruthy();
    expect(within(first!).getByText('Plumber')).toBeTruthy();
    expect(within(first!).getByText('Member since March 2024')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(within(first!).getByText('4.7 (3 reviews)')).toBeTruthy();

    expect(second!.querySelector('img')?.getAttribute('src')).toBe('/default-avatar.svg');
    expect(within(second!).getByText(messages.directory.notTakingWork)).toBeTruthy();
    expect(within(second!).getByText('No reviews yet')).toBeTruthy();
    expect(within(second!).getByText('Geelong, VIC')).toBeTruthy();
  });

  it('asks the API again with each filter, and a new state clears the city', async () => {
    const api = stubApi({
      // Jess for the whole directory, Ben for any filter: the cards show which list is on screen.
      'GET /professional': (request) =>
        ok({
          items: [new URL(request.url).search ? ben : jess],
          nextCursor: null,
        }),
      'GET /service': ok(servicePage),
    });
    open();
    await screen.findByRole('list', { name: 'Professionals' });
    expect(lastParams(api)).toEqual({});
    expect(select('City').disabled).toBe(true);

    fireEvent.change(select('State'), { target: { value: 'NSW' } });
    await waitFor(() => expect(lastParams(api)).toEqual({ state: 'NSW' }));

    fireEvent.change(select('City'), { target: { value: 'Newcastle' } });
    await waitFor(() => expect(lastParams(api)).toEqual({ state: 'NSW', city: 'Newcastle' }));

    await waitFor(() => expect(select('Service').disabled).toBe(false));
    fireEvent.change(select('Service'), { target: { value: serviceIds.plumber } });
    await waitFor(() =>
      expect(lastParams(api)).toEqual({
        serviceId: serviceIds.plumber,
        state: 'NSW',
        city: 'Newcastle',
      }),
    );

    fireEvent.change(select('State'), { target: { value: 'VIC' } });
    await waitFor(() =>
      expect(lastParams(api)).toEqual({ serviceId: serviceIds.plumber, state: 'VIC' }),
    );
    expect(select('City').value).toBe('');

    expect(await screen.findByRole('link', { name: 'Ben Okafor' })).toBeTruthy();

    // Back to the whole directory, which is still cached from the first visit.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Jess Tran' })).toBeTruthy();
    expect(select('State').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('starts from the filters in the address', async () => {
    const api = stubApi({
      'GET /professional': ok({ items: [jess], nextCursor: null }),
      'GET /service': ok(servicePage),
    });
    open(`/professional?state=NSW&city=Newcastle&serviceId=${serviceIds.electrician}&x=1`);
    await screen.findByRole('list', { name: 'Professionals' });
    expect(lastParams(api)).toEqual({
      serviceId: serviceIds.electrician,
      state: 'NSW',
      city: 'Newcastle',
    });
    expect(select('City').value).toBe('Newcastle');
  });

  it('loads the next page with the cursor and adds its cards', async () => {
    const api = stubApi({
      'GET /professional': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? ok({ items: [ben], nextCursor: null })
          : ok({ items: [jess], nextCursor: 'page-2' }),
      'GET /service': ok(servicePage),
    });
    open('/professional?state=NSW');
    await screen.findByRole('link', { name: 'Jess Tran' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more professionals' }));

    expect(await screen.findByRole('link', { name: 'Ben Okafor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jess Tran' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more professionals' })).toBeNull();
    expect(lastParams(api)).toEqual({ state: 'NSW', cursor: 'page-2' });
  });

  it('says so when nobody matches', async () => {
    stubApi({
      'GET /professional': ok({ items: [], nextCursor: null }),
      'GET /service': ok(servicePage),
    });
    open('/professional?state=TAS');
    expect(await screen.findByText(messages.directory.noProfessionals)).toBeTruthy();
  });
});
