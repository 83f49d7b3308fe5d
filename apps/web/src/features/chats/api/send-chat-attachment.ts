import { chatAttachmentParts } from '@trademate/shared/constants/chat-attachments';
import type { ChatMessage } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';
import { addNewestMessages, getChatMessagesApi } from './get-chat-messages';

const sendChatAttachmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Sends a photo or PDF into a conversation (`POST /upload/chatAttachment`: the conversation
     * first, then the file); the message carrying it joins the room at once.
     */
    sendChatAttachment: build.mutation<ChatMessage, { conversationId: string; file: File }>({
      query: ({ conversationId, file }) => {
        const body = new FormData();
        body.append(chatAttachmentParts.conversation, conversationId);
        body.append(chatAttachmentParts.file, file);
        return { url: '/upload/chatAttachment', method: 'POST', body };
      },
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
          // Nothing was sent; the composer shows why.
        }
      },
    }),
  }),
});

export const { useSendChatAttachmentMutation } = sendChatAttachmentApi;
