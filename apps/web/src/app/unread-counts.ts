import { env } from '@/config/env';
import {
  selectIsRealtimeConnected,
  selectSessionUser,
  selectUnreadCountsVersion,
  unreadCountsLoaded,
} from '@/features/session/slice';
import type { AppStore } from './store';

const EVERY_MINUTE_MS = 60_000;

async function fetchData<T>(path: string): Promise<T> {
  const response = await fetch(`${env.apiBaseUrl}${path}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export interface UnreadCounts {
  /** Asks the server for both counts now; settles once the answer is applied or dropped. */
  refresh: () => Promise<void>;
  stop: () => void;
}

/**
 * The user menu's orange dot and Chats badge: asks for both unread counts at once, when the window
 * regains focus, whenever a page marks the counts stale, and every minute while the socket is not
 * connected (connected, the events keep them current). The server is the truth: an answer always
 * replaces the counts.
 */
export function startUnreadCounts(store: AppStore): UnreadCounts {
  let isRunning = true;
  const refresh = () =>
    Promise.all([
      fetchData<{ notifications: number }>('/notification/unreadCount'),
      fetchData<{ chats: number }>('/chat/unreadCount'),
    ]).then(
      ([{ notifications }, { chats }]) => {
        // A sign-out while the answer was on its way must not bring the badges back.
        if (isRunning && selectSessionUser(store.getState())) {
          store.dispatch(unreadCountsLoaded({ notifications, chats }));
        }
      },
      // The badges keep their last counts until the next try.
      () => undefined,
    );

  let version = selectUnreadCountsVersion(store.getState());
  const unsubscribe = store.subscribe(() => {
    const next = selectUnreadCountsVersion(store.getState());
    if (next === version) return;
    version = next;
    refresh();
  });
  const timer = setInterval(() => {
    if (!selectIsRealtimeConnected(store.getState())) refresh();
  }, EVERY_MINUTE_MS);
  window.addEventListener('focus', refresh);
  refresh();

  return {
    refresh,
    stop() {
      isRunning = false;
      unsubscribe();
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    },
  };
}
