import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUnreadChatCountApi } from '@/features/chats/api/get-unread-chat-count';
import { markChatReadApi } from '@/features/chats/api/mark-chat-read';
import { getUnreadNotificationCountApi } from '@/features/notifications/api/get-unread-notification-count';
import { realtimeConnectionChanged } from '@/features/session/slice';
import { buildMe } from '@/testing/render';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { createStore } from '../store';
import { useUnreadCounts } from './use-unread-counts';

const CONVERSATION_ID = '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e01';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Counts() {
  const { notifications, chats } = useUnreadCounts();
  return <p data-testid="counts">{`${notifications} notifications, ${chats} chats`}</p>;
}

/** Answers the two counts with what `counts` holds when asked; `isDown` answers 503 instead. */
function stubCounts(counts: { notifications: number; chats: number; isDown?: boolean }) {
  const down = () => fail(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance');
  server.use(
    http.get('/api/notification/unreadCount', () =>
      counts.isDown ? down() : ok({ notifications: counts.notifications }),
    ),
    http.get('/api/chat/unreadCount', () => (counts.isDown ? down() : ok({ chats: counts.chats }))),
    http.post(`/api/chat/${CONVERSATION_ID}/read`, () => ok({ conversationId: CONVERSATION_ID })),
  );
  const sent = recordRequests();
  return { callsTo: (key: string) => sent.to(key.replace(' /', ' /api/')) };
}

function renderCounts() {
  const store = createStore({ session: { user: buildMe() } });
  const view = render(
    <Provider store={store}>
      <Counts />
    </Provider>,
  );
  return { store, unmount: view.unmount };
}

const shown = () => screen.getByTestId('counts').textContent;

describe('useUnreadCounts', () => {
  it('asks for both counts at once and shows what the server counted', async () => {
    const api = stubCounts({ notifications: 4, chats: 2 });
    renderCounts();
    expect(shown()).toBe('0 notifications, 0 chats');
    await waitFor(() => expect(shown()).toBe('4 notifications, 2 chats'));
    expect(api.callsTo('GET /notification/unreadCount')).toHaveLength(1);
    expect(api.callsTo('GET /chat/unreadCount')).toHaveLength(1);
  });

  it('asks again when the window regains focus and when a chat is read', async () => {
    const counts = { notifications: 1, chats: 1 };
    const api = stubCounts(counts);
    const { store } = renderCounts();
    await waitFor(() => expect(shown()).toBe('1 notifications, 1 chats'));

    counts.chats = 5;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(shown()).toBe('1 notifications, 5 chats'));

    // Reading a chat reads its notifications too: both counts change.
    counts.chats = 4;
    counts.notifications = 0;
    await act(() =>
      store.dispatch(markChatReadApi.endpoints.markChatRead.initiate(CONVERSATION_ID)),
    );
    await waitFor(() => expect(shown()).toBe('0 notifications, 4 chats'));
    expect(api.callsTo('GET /notification/unreadCount')).toHaveLength(3);
    expect(api.callsTo('GET /chat/unreadCount')).toHaveLength(3);
  });

  it('asks every minute only while the socket is not connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = { notifications: 0, chats: 0 };
    const api = stubCounts(counts);
    const { store } = renderCounts();
    await waitFor(() => expect(api.callsTo('GET /chat/unreadCount')).toHaveLength(1));

    act(() => {
      store.dispatch(realtimeConnectionChanged(true));
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('GET /chat/unreadCount')).toHaveLength(1);

    counts.notifications = 7;
    act(() => {
      store.dispatch(realtimeConnectionChanged(false));
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(shown()).toBe('7 notifications, 0 chats'));
    expect(api.callsTo('GET /notification/unreadCount')).toHaveLength(2);
  });

  it('asks nothing more once the menu is gone (signed out)', async () => {
    const api = stubCounts({ notifications: 3, chats: 3 });
    const { unmount } = renderCounts();
    await waitFor(() => expect(api.callsTo('GET /chat/unreadCount')).toHaveLength(1));
    unmount();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(api.callsTo('GET /chat/unreadCount')).toHaveLength(1);
    expect(api.callsTo('GET /notification/unreadCount')).toHaveLength(1);
  });

  it('keeps the last counts when the server cannot answer', async () => {
    const counts = { notifications: 2, chats: 1, isDown: false };
    stubCounts(counts);
    const { store } = renderCounts();
    await waitFor(() => expect(shown()).toBe('2 notifications, 1 chats'));

    counts.isDown = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => {
      const state = store.getState();
      expect(getUnreadChatCountApi.endpoints.getUnreadChatCount.select()(state).isError).toBe(true);
      expect(
        getUnreadNotificationCountApi.endpoints.getUnreadNotificationCount.select()(state).isError,
      ).toBe(true);
    });
    expect(shown()).toBe('2 notifications, 1 chats');
  });
});
