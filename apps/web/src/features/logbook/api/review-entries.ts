import type {
  LogbookEntry,
  ReturnLogbookEntry,
  VerifyLogbookEntries,
} from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { changedEntriesTags } from './logbook-tags';

const reviewEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The supervisor verifies entries, one or a week at once (`POST /logbook/entries/verify`),
     * as they read them: an entry changed since answers 409, and the lists read again.
     */
    verifyEntries: build.mutation<{ verified: number }, VerifyLogbookEntries>({
      query: (body) => ({ url: '/logbook/entries/verify', method: 'POST', body }),
      invalidatesTags: (_result, _error, { entryIds }) => changedEntriesTags(entryIds),
    }),
    /** The supervisor returns an entry with what to change (`POST /logbook/entries/:id/return`). */
    returnEntry: build.mutation<LogbookEntry, { entryId: string } & ReturnLogbookEntry>({
      query: ({ entryId, ...body }) => ({
        url: `/logbook/entries/${entryId}/return`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { entryId }) => changedEntriesTags([entryId]),
    }),
  }),
});

export const { useVerifyEntriesMutation, useReturnEntryMutation } = reviewEntriesApi;
