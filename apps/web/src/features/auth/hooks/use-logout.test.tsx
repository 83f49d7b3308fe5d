import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  describe('in a browser that gets pushes', () => {
    const endpoint = 'https://push.example.net/send/this-browser';
    let unsubscribed = 0;
    beforeEach(() => {
      unsubscribed = 0;
      const subscription = {
        endpoint,
        unsubscribe: async () => {
          unsubscribed += 1;
          return true;
        },
      };
      const registration = { pushManager: { getSubscription: async () => subscription } };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { getRegistration: async () => registration },
      });
      Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
      Object.defineProperty(window, 'Notification', { configurable: true, value: {} });
    });
    afterEach(() => {
      for (const [target, key] of [
        [navigator, 'serviceWorker'],
        [window, 'PushManager'],
        [window, 'Notification'],
      ] as const) {
        Reflect.deleteProperty(target, key);
      }
    });

    it('names this device to the server and drops its subscription', async () => {
      const user = userEvent.setup();
      server.use(http.post('/api/user/logout', () => ok(undefined, 'You have been signed out')));
      const sent = recordRequests();
      renderRoute(<LogoutButton />, { route: '/settings', user: buildMe() });
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/');
      expect(await sent.bodiesOf('POST /api/user/logout')).toEqual([{ pushEndpoint: endpoint }]);
      expect(unsubscribed).toBe(1);
    });

    it('drops the subscription even when the server cannot be reached', async () => {
      const user = userEvent.setup();
      server.use(
        http.post('/api/user/logout', () => fail(500, 'INTERNAL', 'Something went wrong')),
      );
      renderRoute(<LogoutButton />, { route: '/settings', user: buildMe() });
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/');
      expect(unsubscribed).toBe(1);
    });
  });
});
