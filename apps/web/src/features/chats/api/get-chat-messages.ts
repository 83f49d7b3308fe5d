import type { ChatMessage, ChatMessagePage } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';

export const getChatMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A conversation's messages: the first page holds the newest, each further page older ones
     * ('Load earlier messages'). Every page is newest first; the room shows them the other way.
     */
    getChatMessages: build.infiniteQuery<ChatMessagePage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: conversationId, pageParam }) => ({
        url: `/chat/${conversationId}/messages`,
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: (_result, _error, conversationId) => [
        { type: 'chatMessages', id: conversationId },
      ],
    }),
  }),
});

export const { useGetChatMessagesInfiniteQuery } = getChatMessagesApi;

/**
 * Puts newer messages in front of the cached newest page, skipping any already there. Returns
 * false when the cache holds no page to add them to.
 */
export function addNewestMessages(
  pages: ChatMessagePage[] | undefined,
  newestFirst: ChatMessage[],
): boolean {
  const newest = pages?.[0];
  if (!newest) return false;
  const known = new Set(newest.items.map((message) => message._id));
  const fresh = newestFirst.filter((message) => !known.has(message._id));
  newest.items.unshift(...fresh);
  return true;
}
