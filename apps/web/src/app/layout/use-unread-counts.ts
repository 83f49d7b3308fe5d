import { useSelector } from 'react-redux';
import { useGetUnreadChatCountQuery } from '@/features/chats/api/get-unread-chat-count';
import { useGetUnreadNotificationCountQuery } from '@/features/notifications/api/get-unread-notification-count';
import { selectIsRealtimeConnected } from '@/features/session/slice';

const EVERY_MINUTE_MS = 60_000;

/**
 * The user menu's orange dot and Chats badge. Both counts are asked for when the menu appears,
 * when the window regains focus, when a socket event or a page invalidates their tags, and every
 * minute while the socket is not connected (connected, the events keep them current). The server
 * is the truth: each answer replaces the count, and a failed ask keeps the last one.
 */
export function useUnreadCounts(): { notifications: number; chats: number } {
  const isLive = useSelector(selectIsRealtimeConnected);
  const options = { pollingInterval: isLive ? 0 : EVERY_MINUTE_MS, refetchOnFocus: true };
  const { data: notifications = 0 } = useGetUnreadNotificationCountQuery(undefined, options);
  const { data: chats = 0 } = useGetUnreadChatCountQuery(undefined, options);
  return { notifications, chats };
}
