import type { NotificationPage } from '@trademate/shared/schemas/notifications';
import { api } from '@/lib/api';

export const getNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's notifications, newest first, each page with the unread total. */
    getNotifications: build.infiniteQuery<NotificationPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/notification/getMyOldNotifications',
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: [{ type: 'notification', id: 'LIST' }],
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery } = getNotificationsApi;
