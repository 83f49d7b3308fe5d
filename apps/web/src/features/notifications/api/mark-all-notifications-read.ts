import { api } from '@/lib/api';
import { getNotificationsApi } from './get-notifications';
import { getUnreadNotificationCountApi } from './get-unread-notification-count';

const markAllNotificationsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Marks every notification of the user read: the list loses its unread styling, the dot goes. */
    markAllNotificationsRead: build.mutation<{ unreadCount: 0 }, void>({
      query: () => ({ url: '/notification/markAllAsRead', method: 'PATCH' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // Nothing changed; the page says why.
        }
        dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const page of draft.pages) {
              page.unreadCount = 0;
              for (const notification of page.items) notification.isRead = true;
            }
          }),
        );
        dispatch(
          getUnreadNotificationCountApi.util.upsertQueryData(
            'getUnreadNotificationCount',
            undefined,
            0,
          ),
        );
      },
    }),
  }),
});

export const { useMarkAllNotificationsReadMutation } = markAllNotificationsReadApi;
