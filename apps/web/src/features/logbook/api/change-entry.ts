import type { LogbookEntry, LogbookEntryInput } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { changedEntriesTags } from './logbook-tags';

const changeEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The apprentice rewrites an entry (`PATCH /logbook/entries/:id`): a waiting one in place, a
     * verified or returned one as its next revision, waiting again.
     */
    updateEntry: build.mutation<LogbookEntry, { entryId: string; entry: LogbookEntryInput }>({
      query: ({ entryId, entry }) => ({
        url: `/logbook/entries/${entryId}`,
        method: 'PATCH',
        body: entry,
      }),
      invalidatesTags: (_result, _error, { entryId }) => changedEntriesTags([entryId]),
    }),
    /** The apprentice deletes an entry never verified (`DELETE /logbook/entries/:id`). */
    deleteEntry: build.mutation<unknown, string>({
      query: (entryId) => ({ url: `/logbook/entries/${entryId}`, method: 'DELETE' }),
      // The lists, not the deleted entry itself: its page leaves as it goes, without asking again.
      invalidatesTags: (_result, error) => (error ? [] : changedEntriesTags([])),
    }),
  }),
});

export const { useUpdateEntryMutation, useDeleteEntryMutation } = changeEntryApi;
