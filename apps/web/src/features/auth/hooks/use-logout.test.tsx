import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectHasSignedOut, selectSessionUser } from '@/features/session/slice';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import { useLogout } from './use-logout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    const api = stubApi({ 'POST /user/logout': ok(undefined, 'You have been signed out') });
    const { store } = renderRoute(<LogoutButton />, { route: '/settings', user: buildMe() });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectHasSignedOut(store.getState())).toBe(true);
    expect(api.callsTo('POST /user/logout')).toHaveLength(1);
  });

  it('still signs this browser out when the server cannot be reached', async () => {
    stubApi({ 'POST /user/logout': fail(500, 'INTERNAL', 'Something went wrong') });
    const { store } = renderRoute(<LogoutButton />, { route: '/settings', user: buildMe() });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(selectSessionUser(store.getState())).toBeNull();
  });
});
