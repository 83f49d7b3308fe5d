import type { ChatMessagePage } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';
import { addNewestMessages, getChatMessagesApi } from './get-chat-messages';

/**
 * The newest page of a conversation, fetched to catch up: what arrived since is added to the
 * room's cached messages rather than reloading every page the user has scrolled back through.
 */
export const getLatestChatMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLatestChatMessages: build.query<ChatMessagePage, string>({
      query: (conversationId) => `/chat/${conversationId}/messages`,
      async onQueryStarted(conversationId, { dispatch, getState, queryFulfilled }) {
        let latest: ChatMessagePage;
        try {
          ({ data: latest } = await queryFulfilled);
        } catch {
          return; // The next poll tries again.
        }
        const cached =
          getChatMessagesApi.endpoints.getChatMessages.select(conversationId)(getState()).data;
        const newestPage = cached?.pages[0];
        if (!newestPage) return; // The room has not loaded yet: its own first fetch is newer.
        const known = new Set(newestPage.items.map((message) => message._id));
        const fresh = latest.items.filter((message) => !known.has(message._id));
        if (fresh.length === 0) return;
        if (fresh.length === latest.items.length && latest.nextCursor && known.size > 0) {
          // More arrived than one page holds: start again from the newest.
          dispatch(api.util.invalidateTags([{ type: 'chatMessages', id: conversationId }]));
        } else {
          dispatch(
            getChatMessagesApi.util.updateQueryData('getChatMessages', conversationId, (draft) => {
              addNewestMessages(draft.pages, fresh);
            }),
          );
        }
        // The conversations list shows the new preview and order.
        dispatch(api.util.invalidateTags([{ type: 'chat', id: 'LIST' }]));
      },
    }),
  }),
});

export const { useLazyGetLatestChatMessagesQuery } = getLatestChatMessagesApi;
