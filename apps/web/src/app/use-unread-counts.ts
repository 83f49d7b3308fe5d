import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { env } from '@/config/env';
import {
  selectSessionUser,
  selectUnreadCountsVersion,
  unreadCountsLoaded,
} from '@/features/session/slice';

const EVERY_MINUTE_MS = 60_000;

async function fetchData<T>(path: string): Promise<T> {
  const response = await fetch(`${env.apiBaseUrl}${path}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The user menu's orange dot and Chats badge: asks for both unread counts on load, when the window
 * regains focus, every minute, and whenever a page marks the counts stale. Plain fetch keeps the
 * entry chunk free of the chats and notifications endpoints.
 */
export function useUnreadCounts() {
  const dispatch = useDispatch();
  const userId = useSelector(selectSessionUser)?._id;
  const version = useSelector(selectUnreadCountsVersion);

  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    const load = () =>
      Promise.all([
        fetchData<{ notifications: number }>('/notification/unreadCount'),
        fetchData<{ chats: number }>('/chat/unreadCount'),
      ]).then(
        ([{ notifications }, { chats }]) => {
          // A sign-out while the answer was on its way must not bring the badges back.
          if (isCurrent) dispatch(unreadCountsLoaded({ notifications, chats }));
        },
        // The badges keep their last counts until the next try.
        () => undefined,
      );
    void load();
    const timer = setInterval(load, EVERY_MINUTE_MS);
    window.addEventListener('focus', load);
    return () => {
      isCurrent = false;
      clearInterval(timer);
      window.removeEventListener('focus', load);
    };
  }, [dispatch, userId, version]);
}
