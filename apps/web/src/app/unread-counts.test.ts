import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  realtimeConnectionChanged,
  selectUnreadChats,
  selectUnreadNotifications,
  signedOut,
  unreadCountsStale,
} from '@/features/session/slice';
import { buildMe } from '@/testing/render';
import { createStore } from './store';
import { startUnreadCounts, type UnreadCounts } from './unread-counts';

let running: UnreadCounts | undefined;

afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers the two count calls with the current counts; returns the paths asked for. */
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

function start(unread = { notifications: 0, chats: 0 }) {
  const store = createStore({
    session: {
      user: buildMe(),
      unreadNotifications: unread.notifications,
      unreadChats: unread.chats,
    },
  });
  running = startUnreadCounts(store);
  return store;
}

describe('startUnreadCounts', () => {
  it('fetches both counts at once', async () => {
    const asked = stubCounts({ notifications: 4, chats: 2 });
    const store = start();
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(4));
    expect(selectUnreadChats(store.getState())).toBe(2);
    expect(asked.sort()).toEqual(['/api/chat/unreadCount', '/api/notification/unreadCount']);
  });

  it('asks again on window focus, when a page marks the counts stale, and when told to', async () => {
    const counts = { notifications: 1, chats: 1 };
    const asked = stubCounts(counts);
    const store = start();
    await waitFor(() => expect(asked).toHaveLength(2));

    counts.chats = 5;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(5));

    counts.chats = 0;
    store.dispatch(unreadCountsStale());
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(0));

    counts.notifications = 3;
    running!.refresh();
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(3));
    expect(asked).toHaveLength(8);
  });

  it('asks every minute only while the socket is not connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = { notifications: 0, chats: 0 };
    const asked = stubCounts(counts);
    const store = start();
    await waitFor(() => expect(asked).toHaveLength(2));

    store.dispatch(realtimeConnectionChanged(true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(2);

    store.dispatch(realtimeConnectionChanged(false));
    counts.notifications = 7;
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(7));
    expect(asked).toHaveLength(4);
  });

  it('asks nothing once stopped, and an answer arriving after sign-out changes nothing', async () => {
    const asked = stubCounts({ notifications: 3, chats: 3 });
    const store = start();
    store.dispatch(signedOut());
    running!.stop();
    await waitFor(() => expect(asked).toHaveLength(2));
    window.dispatchEvent(new Event('focus'));
    expect(asked).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectUnreadNotifications(store.getState())).toBe(0);
  });

  it('keeps the last counts when the server cannot be reached', async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', failing);
    const store = start({ notifications: 2, chats: 1 });
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectUnreadNotifications(store.getState())).toBe(2);
    expect(selectUnreadChats(store.getState())).toBe(1);
  });
});
