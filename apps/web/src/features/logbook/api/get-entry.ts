import type { LogbookEntryDetail } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { entryTag } from './logbook-tags';

const getEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One entry with every revision and its outcome (`GET /logbook/entries/:id`). */
    getLogbookEntry: build.query<LogbookEntryDetail, string>({
      query: (id) => `/logbook/entries/${id}`,
      providesTags: (_entry, _error, id) => [entryTag(id)],
    }),
  }),
});

export const { useGetLogbookEntryQuery } = getEntryApi;
