import type { NotificationPage } from '@trademate/shared/schemas/notifications';
import { api } from '@/lib/api';
import { getUnreadNotificationCountApi } from './get-unread-notification-count';

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
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        let unreadCount: number | undefined;
        try {
          // The page fetched last carries the freshest total.
          unreadCount = (await queryFulfilled).data.pages.at(-1)?.unreadCount;
        } catch {
          return; // The page says why; the dot keeps its count.
        }
        if (unreadCount === undefined) return;
        // The user menu's dot follows what the list has just said.
        dispatch(
          getUnreadNotificationCountApi.util.upsertQueryData(
            'getUnreadNotificationCount',
            undefined,
            unreadCount,
          ),
        );
      },
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery } = getNotificationsApi;
