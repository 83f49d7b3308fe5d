import type { ChatUnreadCount } from '@trademate/shared/schemas/chats';
import { api } from '@/lib/api';

export const getUnreadChatCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * How many conversations hold unread messages: the user menu's Chats badge. A message from
     * someone else over the socket, or reading a chat, invalidates the tag.
     */
    getUnreadChatCount: build.query<number, void>({
      query: () => '/chat/unreadCount',
      transformResponse: ({ chats }: ChatUnreadCount) => chats,
      providesTags: [{ type: 'chat', id: 'UNREAD' }],
    }),
  }),
});

export const { useGetUnreadChatCountQuery } = getUnreadChatCountApi;
