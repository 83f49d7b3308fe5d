import type { LogbookEntry, ReturnLogbookEntry } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { changedEntriesTags } from './logbook-tags';

const reviewEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The supervisor verifies entries, one or a week at once (`POST /logbook/entries/verify`). */
    verifyEntries: build.mutation<{ verified: number }, string[]>({
      query: (entryIds) => ({ url: '/logbook/entries/verify', method: 'POST', body: { entryIds } }),
      invalidatesTags: (_result, _error, entryIds) => changedEntriesTags(entryIds),
    }),
    /** The supervisor returns an entry with what to change (`POST /logbook/entries/:id/return`). */
    returnEntry: build.mutation<LogbookEntry, { entryId: string } & ReturnLogbookEntry>({
      query: ({ entryId, comment }) => ({
        url: `/logbook/entries/${entryId}/return`,
        method: 'POST',
        body: { comment },
      }),
      invalidatesTags: (_result, _error, { entryId }) => changedEntriesTags([entryId]),
    }),
  }),
});

export const { useVerifyEntriesMutation, useReturnEntryMutation } = reviewEntriesApi;
