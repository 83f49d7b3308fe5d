import type { LogbookSettings } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The apprentice's target and whether their profile shows their hours (`GET /logbook/settings`). */
    getLogbookSettings: build.query<LogbookSettings, void>({
      query: () => '/logbook/settings',
      providesTags: ['logbookSettings'],
    }),
    /** Saves them (`PUT /logbook/settings`); the totals carry the target, so they are read again. */
    saveLogbookSettings: build.mutation<LogbookSettings, LogbookSettings>({
      query: (body) => ({ url: '/logbook/settings', method: 'PUT', body }),
      invalidatesTags: ['logbookSettings', 'logbookTotals'],
    }),
  }),
});

export const { useGetLogbookSettingsQuery, useSaveLogbookSettingsMutation } = settingsApi;
