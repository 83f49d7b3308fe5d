import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { selectHasSignedOut, selectSessionUser } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { useLogout } from './use-logout';

afterEach(cleanup);

function LogoutButton() {
  const [logout] = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

describe('useLogout', () => {
  it('ends the session on the server, forgets the user and goes home', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/user/logout', () => ok(undefined, 'You have been signed out')));
    const sent = recordRequests();
    const { store } = renderRoute(<LogoutButton />, { route: '/settings', user: buildMe() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectHasSignedOut(store.getState())).toBe(true);
    expect(sent.to('POST /api/user/logout')).toHaveLength(1);
  });

  it('still signs this browser out when the server cannot be reached', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/user/logout', () => fail(500, 'INTERNAL', 'Something went wrong')));
    const { store } = renderRoute(<LogoutButton />, { route: '/settings', user: buildMe() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(selectSessionUser(store.getState())).toBeNull();
  });
});
