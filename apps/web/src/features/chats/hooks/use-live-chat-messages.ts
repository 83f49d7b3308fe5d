import { useEffect } from 'react';
import { useLazyGetLatestChatMessagesQuery } from '../api/get-latest-chat-messages';

export const CHAT_POLL_INTERVAL_MS = 5_000;

/**
 * Brings new messages into an open chat room: asks for the newest page every 5 seconds while the
 * page is visible, and at once when it becomes visible again. The one place that knows how
 * messages arrive, so live delivery over Socket.IO can replace it without touching the room.
 */
export function useLiveChatMessages(conversationId: string, isEnabled: boolean) {
  const [fetchLatest] = useLazyGetLatestChatMessagesQuery();

  useEffect(() => {
    if (!isEnabled) return;
    const poll = () => {
      if (document.visibilityState === 'visible') void fetchLatest(conversationId);
    };
    const timer = setInterval(poll, CHAT_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [conversationId, fetchLatest, isEnabled]);
}
