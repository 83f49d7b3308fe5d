import type { CreateLogbookEntries, LogbookEntryList } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { changedEntriesTags } from './logbook-tags';

const logEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The apprentice sends one to seven days' entries to their supervisor (`POST /logbook/entries`). */
    logEntries: build.mutation<LogbookEntryList, CreateLogbookEntries>({
      query: (body) => ({ url: '/logbook/entries', method: 'POST', body }),
      invalidatesTags: changedEntriesTags([]),
    }),
  }),
});

export const { useLogEntriesMutation } = logEntriesApi;
