import type { NotificationUnreadCount } from '@trademate/shared/schemas/notifications';
import { api, type ApiState } from '@/lib/api';

export const getUnreadNotificationCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * How many of the user's notifications are unread: the user menu's orange dot. A notification
     * arriving over the socket invalidates the tag; reading them all sets the count to 0.
     */
    getUnreadNotificationCount: build.query<number, void>({
      query: () => '/notification/unreadCount',
      transformResponse: ({ notifications }: NotificationUnreadCount) => notifications,
      providesTags: [{ type: 'notification', id: 'UNREAD' }],
    }),
  }),
});

export const { useGetUnreadNotificationCountQuery } = getUnreadNotificationCountApi;

const selectCount = getUnreadNotificationCountApi.endpoints.getUnreadNotificationCount.select();

/** The unread notifications as last counted; 0 until the first count arrives. */
export function selectUnreadNotifications(state: ApiState): number {
  return selectCount(state).data ?? 0;
}
