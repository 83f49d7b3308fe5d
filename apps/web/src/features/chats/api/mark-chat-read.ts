import type { ChatRead } from '@trademate/shared/schemas/chats';
import { unreadCountsStale } from '@/features/session/slice';
import { api } from '@/lib/api';
import { getConversationsApi } from './get-conversations';

const markChatReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user has seen the conversation: its unread badge clears, and the shell's counts follow. */
    markChatRead: build.mutation<ChatRead, string>({
      query: (conversationId) => ({ url: `/chat/${conversationId}/read`, method: 'POST' }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // Still unread; the next visit marks it.
        }
        dispatch(
          getConversationsApi.util.updateQueryData('getConversations', undefined, (draft) => {
            for (const page of draft.pages) {
              for (const conversation of page.items) {
                if (conversation._id === conversationId) conversation.unreadCount = 0;
              }
            }
          }),
        );
        // Reading a chat also reads its notifications: both badges change.
        dispatch(unreadCountsStale());
      },
    }),
  }),
});

export const { useMarkChatReadMutation } = markChatReadApi;
