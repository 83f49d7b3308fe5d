import type { ChatRead } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';
import { getConversationsApi } from './get-conversations';

export const markChatReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user has seen the conversation: its unread badge clears, and the shell's counts follow. */
    markChatRead: build.mutation<ChatRead, string>({
      query: (conversationId) => ({ url: `/chat/${conversationId}/read`, method: 'POST' }),
      // Reading a chat also reads its notifications: both counts are asked for again.
      invalidatesTags: (_read, error) =>
        error
          ? []
          : [
              { type: 'chat', id: 'UNREAD' },
              { type: 'notification', id: 'UNREAD' },
            ],
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
      },
    }),
  }),
});

export const { useMarkChatReadMutation } = markChatReadApi;
