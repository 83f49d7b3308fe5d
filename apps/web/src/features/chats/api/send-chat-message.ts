import type { ChatMessage, PostMessageRequest } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';
import { addNewestMessages, getChatMessagesApi } from './get-chat-messages';

const sendChatMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Writes into a conversation; the message joins the room at once. */
    sendChatMessage: build.mutation<ChatMessage, PostMessageRequest & { conversationId: string }>({
      query: ({ conversationId, body }) => ({
        url: `/chat/${conversationId}/messages`,
        method: 'POST',
        body: { body },
      }),
      // The conversations list moves this one to the top with the new preview.
      invalidatesTags: (result) => (result ? [{ type: 'chat', id: 'LIST' }] : []),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        try {
          const { data: message } = await queryFulfilled;
          dispatch(
            getChatMessagesApi.util.updateQueryData('getChatMessages', conversationId, (draft) => {
              addNewestMessages(draft.pages, [message]);
            }),
          );
        } catch {
          // Nothing was stored; the composer shows why.
        }
      },
    }),
  }),
});

export const { useSendChatMessageMutation } = sendChatMessageApi;
