import type { ConversationPage } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';

export const getConversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's conversations, most recent message first, a page at a time. */
    getConversations: build.infiniteQuery<ConversationPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/chat',
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: [{ type: 'chat', id: 'LIST' }],
    }),
  }),
});

export const { useGetConversationsInfiniteQuery } = getConversationsApi;
