import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  realtimeConnectionChanged,
  selectUnreadChats,
  selectUnreadNotifications,
  signedOut,
  unreadCountsStale,
} from '@/features/session/slice';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe } from '@/testing/render';
import { createStore } from './store';
import { startUnreadCounts, type UnreadCounts } from './unread-counts';

let running: UnreadCounts | undefined;

afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
});

/** Answers the two count calls with the counts as they are when asked; tells what was asked. */
function answerCounts(counts: { notifications: number; chats: number }) {
  server.use(
    http.get('/api/notification/unreadCount', () => ok({ notifications: counts.notifications })),
    http.get('/api/chat/unreadCount', () => ok({ chats: counts.chats })),
  );
  const sent = recordRequests();
  return sent.keys;
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
  return { store, counts: running };
}

describe('startUnreadCounts', () => {
  it('fetches both counts at once', async () => {
    const asked = answerCounts({ notifications: 4, chats: 2 });
    const { store } = start();
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(4));
    expect(selectUnreadChats(store.getState())).toBe(2);
    expect(asked().sort()).toEqual([
      'GET /api/chat/unreadCount',
      'GET /api/notification/unreadCount',
    ]);
  });

  it('asks again on window focus, when a page marks the counts stale, and when told to', async () => {
    const counts = { notifications: 1, chats: 1 };
    const asked = answerCounts(counts);
    const { store, counts: unread } = start();
    await waitFor(() => expect(asked()).toHaveLength(2));

    counts.chats = 5;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(5));

    counts.chats = 0;
    store.dispatch(unreadCountsStale());
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(0));

    counts.notifications = 3;
    await unread.refresh();
    expect(selectUnreadNotifications(store.getState())).toBe(3);
    expect(asked()).toHaveLength(8);
  });

  it('asks every minute only while the socket is not connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = { notifications: 0, chats: 0 };
    const asked = answerCounts(counts);
    const { store } = start();
    await waitFor(() => expect(asked()).toHaveLength(2));

    store.dispatch(realtimeConnectionChanged(true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked()).toHaveLength(2);

    store.dispatch(realtimeConnectionChanged(false));
    counts.notifications = 7;
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(7));
    expect(asked()).toHaveLength(4);
  });

  it('changes nothing with an answer that arrives after sign-out, and asks nothing once stopped', async () => {
    const asked = answerCounts({ notifications: 3, chats: 3 });
    let answer: () => void = () => undefined;
    const { store, counts: unread } = start();
    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(3));

    // The next answer waits until the user has signed out.
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/notification/unreadCount', async () => {
        await held;
        return ok({ notifications: 9 });
      }),
    );
    const late = unread.refresh();
    store.dispatch(signedOut());
    answer();
    await late;
    expect(selectUnreadNotifications(store.getState())).toBe(0);

    unread.stop();
    window.dispatchEvent(new Event('focus'));
    store.dispatch(unreadCountsStale());
    expect(asked()).toHaveLength(4);
  });

  it('keeps the last counts when the server cannot be reached', async () => {
    server.use(
      http.get('/api/notification/unreadCount', () => HttpResponse.error()),
      http.get('/api/chat/unreadCount', () => HttpResponse.error()),
    );
    const { store, counts: unread } = start({ notifications: 2, chats: 1 });
    await unread.refresh();
    expect(selectUnreadNotifications(store.getState())).toBe(2);
    expect(selectUnreadChats(store.getState())).toBe(1);
  });
});
