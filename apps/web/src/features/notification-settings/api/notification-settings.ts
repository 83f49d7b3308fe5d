import type {
  NotificationSettings,
  NotificationSettingsInput,
  UnsubscribeResult,
} from '@trademate/shared/schemas/notification-settings';
import { api } from '@/lib/api';

export const notificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person's channels per event, and which of their services alert them. */
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ url: '/notification-settings' }),
    }),
    /** Saves the choices; the answer (the settings as now stored) replaces the cached copy. */
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsInput>({
      query: (body) => ({ url: '/notification-settings', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            notificationSettingsApi.util.upsertQueryData(
              'getNotificationSettings',
              undefined,
              data,
            ),
          );
        } catch {
          // Nothing changed; the page says why.
        }
      },
    }),
    /** One-click unsubscribe from a mail's link: signed out, the token is the authority. */
    unsubscribe: build.mutation<UnsubscribeResult, string>({
      query: (token) => ({ url: '/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useUnsubscribeMutation,
} = notificationSettingsApi;
