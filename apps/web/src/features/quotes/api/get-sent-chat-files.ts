import { limits } from '@trademate/shared/constants/limits';
import type { ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import type { ChatMessagePage } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';

const getSentChatFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The files the signed-in user sent in a conversation, newest first, from its latest page of
     * messages (`GET /chat/:id/messages`): what a quote can attach. A file sent before the last
     * 50 messages is not offered.
     */
    getSentChatFiles: build.query<ChatAttachment[], string>({
      query: (conversationId) => ({
        url: `/chat/${conversationId}/messages`,
        params: { limit: limits.pageMaxLimit },
      }),
      transformResponse: (page: ChatMessagePage) =>
        page.items.flatMap((message) =>
          message.isMine && message.attachment && !message.isRemoved ? [message.attachment] : [],
        ),
      providesTags: (_files, _error, conversationId) => [
        { type: 'chatMessages', id: conversationId },
      ],
    }),
  }),
});

export const { useGetSentChatFilesQuery } = getSentChatFilesApi;
