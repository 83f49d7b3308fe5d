import type { DirectMessageRequest, DirectMessageResponse } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';

const sendDirectMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Writes to someone from their profile (`POST /chat/direct`): opens the conversation between
     * the two, or adds to it, and answers with its id.
     */
    sendDirectoryMessage: build.mutation<DirectMessageResponse, DirectMessageRequest>({
      query: (body) => ({ url: '/chat/direct', method: 'POST', body }),
      // The conversation is new or has moved to the top of the chats list.
      invalidatesTags: (result) => (result ? [{ type: 'chat', id: 'LIST' }] : []),
    }),
  }),
});

export const { useSendDirectoryMessageMutation } = sendDirectMessageApi;
