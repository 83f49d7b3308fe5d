import type { Conversation } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';

export const getConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The chat room's header: the other person, the job and the user's part in it. */
    getConversation: build.query<Conversation, string>({
      query: (conversationId) => `/chat/${conversationId}`,
      providesTags: (_result, _error, conversationId) => [{ type: 'chat', id: conversationId }],
    }),
  }),
});

export const { useGetConversationQuery } = getConversationApi;
