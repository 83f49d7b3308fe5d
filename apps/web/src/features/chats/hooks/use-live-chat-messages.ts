import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectIsRealtimeConnected } from '@/features/session/slice';
import { useLazyGetLatestChatMessagesQuery } from '../api/get-latest-chat-messages';

export const CHAT_POLL_INTERVAL_MS = 5_000;

/**
 * Brings new messages into an open chat room. While the real-time socket is connected, messages
 * arrive as events and nothing polls; when it reconnects, the room catches up on what it missed
 * once. Without the socket, the room asks for the newest page every 5 seconds while the page is
 * visible, and at once when it becomes visible again.
 */
export function useLiveChatMessages(conversationId: string, isEnabled: boolean) {
  const [fetchLatest] = useLazyGetLatestChatMessagesQuery();
  const isLive = useSelector(selectIsRealtimeConnected);
  const wasLive = useRef(isLive);

  useEffect(() => {
    const hasReconnected = isLive && !wasLive.current;
    wasLive.current = isLive;
    if (!isEnabled) return;
    if (isLive) {
      if (hasReconnected) void fetchLatest(conversationId);
      return;
    }
    const poll = () => {
      if (document.visibilityState === 'visible') void fetchLatest(conversationId);
    };
    const timer = setInterval(poll, CHAT_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [conversationId, fetchLatest, isEnabled, isLive]);
}
