import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectUnreadChats,
  selectUnreadNotifications,
  signedOut,
  unreadCountsStale,
  type SessionUser,
} from '@/features/session/slice';
import { buildMe } from '@/testing/render';
import { createStore } from './store';
import { useUnreadCounts } from './use-unread-counts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Shell() {
  useUnreadCounts();
  return null;
}

/** Answers the two count calls with the next counts; returns the paths asked for. */
function stubCounts(counts: { notifications: number; chats: number }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const data = url.endsWith('/notification/unreadCount')
        ? { notifications: counts.notifications }
        : { chats: counts.chats };
      return Response.json({ responseCode: 200, message: 'OK', data });
    }),
  );
  return asked;
}

function renderShell(user: SessionUser | null) {
  const store = createStore({ session: { user, unreadNotifications: 0, unreadChats: 0 } });
  render(
    <Provider store={store}>
      <Shell />
    </Provider>,
  );
  return store;
}

describe('useUnreadCounts', () => {
  it('fetches both counts for a signed-in user on load', async () => {
    const asked = stubCounts({ notifications: 4, chats: 2 });
    const store = renderShell(buildMe());
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(4));
    expect(selectUnreadChats(store.getState())).toBe(2);
    expect(asked.sort()).toEqual(['/api/chat/unreadCount', '/api/notification/unreadCount']);
  });

  it('asks again on window focus, every minute, and when a page marks the counts stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = { notifications: 1, chats: 1 };
    const asked = stubCounts(counts);
    const store = renderShell(buildMe());
    await waitFor(() => expect(asked).toHaveLength(2));

    counts.chats = 5;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(5));
    expect(asked).toHaveLength(4);

    counts.notifications = 7;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(7));

    counts.chats = 0;
    act(() => {
      store.dispatch(unreadCountsStale());
    });
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(0));
    expect(asked).toHaveLength(8);
  });

  it('asks nothing when nobody is signed in, and stops when the user signs out', async () => {
    const asked = stubCounts({ notifications: 3, chats: 3 });
    renderShell(null);
    window.dispatchEvent(new Event('focus'));
    expect(asked).toEqual([]);
    cleanup();

    const store = renderShell(buildMe());
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => {
      store.dispatch(signedOut());
    });
    window.dispatchEvent(new Event('focus'));
    expect(asked).toHaveLength(2);
    expect(selectUnreadNotifications(store.getState())).toBe(0);
  });

  it('keeps the last counts when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const store = createStore({
      session: { user: buildMe(), unreadNotifications: 2, unreadChats: 1 },
    });
    render(
      <Provider store={store}>
        <Shell />
      </Provider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(selectUnreadNotifications(store.getState())).toBe(2);
    expect(selectUnreadChats(store.getState())).toBe(1);
  });
});
