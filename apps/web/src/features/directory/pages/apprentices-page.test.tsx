import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import {
  apprenticeId,
  buildApprentice,
  serviceIds,
  servicePage,
} from '@/testing/builders/directory';
import ApprenticesPage from './apprentices-page';

afterEach(cleanup);

function open(route = '/apprentice') {
  const me = buildMe({ userType: 'freeTradie' });
  server.use(http.get('/api/user/me', () => ok(me)));
  return renderRoute(<ApprenticesPage />, { route, path: '/apprentice', user: me });
}

describe('ApprenticesPage', () => {
  it('shows a card for each apprentice the API lists', async () => {
    server.use(
      http.get('/api/apprentice', () => ok({ items: [buildApprentice()], nextCursor: null })),
      http.get('/api/service', () => ok(servicePage)),
    );
    open();

    const list = await screen.findByRole('list', { name: 'Apprentices' });
    const card = within(list).getByRole('article');
    expect(document.title).toBe('TradeMate/Apprentices');
    expect(within(card).getByRole('link', { name: 'Gus Wilson' })).toHaveAttribute(
      'href',
      `/apprentice/${apprenticeId}`,
    );
    expect(card.querySelector('img')).toHaveAttribute('src', '/default-avatar.svg');
    expect(within(card).getByText('Geelong, VIC')).toBeInTheDocument();
    expect(within(card).getByText('Carpenter')).toBeInTheDocument();
    expect(within(card).getByText('Member since July 2025')).toBeInTheDocument();
    expect(
      within(card).getByText('Second-year carpentry apprentice looking for a host employer.'),
    ).toBeInTheDocument();
  });

  it('asks the API again when a filter changes and loads more with the cursor', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/apprentice', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'more'
          ? ok({
              items: [buildApprentice({ _id: 'a2', firstName: 'Mia', lastName: 'Chen' })],
              nextCursor: null,
            })
          : ok({ items: [buildApprentice()], nextCursor: 'more' }),
      ),
      http.get('/api/service', () => ok(servicePage)),
    );
    const sent = recordRequests();
    open();
    await screen.findByRole('link', { name: 'Gus Wilson' });

    await waitFor(() => expect(screen.getByLabelText('Service')).not.toBeDisabled());
    await user.selectOptions(screen.getByLabelText('Service'), serviceIds.carpenter);
    await waitFor(() => expect(sent.to('GET /api/apprentice')).toHaveLength(2));
    const filtered = new URL(sent.request('GET /api/apprentice', 1).url).searchParams;
    expect(Object.fromEntries(filtered)).toEqual({ serviceId: serviceIds.carpenter });

    await user.click(await screen.findByRole('button', { name: 'Load more apprentices' }));
    expect(await screen.findByRole('link', { name: 'Mia Chen' })).toBeInTheDocument();
    const more = new URL(sent.request('GET /api/apprentice', 2).url).searchParams;
    expect(Object.fromEntries(more)).toEqual({ serviceId: serviceIds.carpenter, cursor: 'more' });
  });

  it('says so when nobody matches', async () => {
    server.use(
      http.get('/api/apprentice', () => ok({ items: [], nextCursor: null })),
      http.get('/api/service', () => ok(servicePage)),
    );
    open('/apprentice?state=WA');
    expect(await screen.findByText(messages.directory.noApprentices)).toBeInTheDocument();
  });
});
