import type { JobHistoryEntry } from '@trademate/shared/schemas/job-requests';
import { api } from '@/lib/api';

const getJobHistoryEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One of my jobs; the client's phone and email once they hired me (`GET /jobHistory/:id`). */
    getJobHistoryEntry: build.query<JobHistoryEntry, string>({
      query: (id) => `/jobHistory/${id}`,
      providesTags: (_entry, _error, id) => [{ type: 'jobHistory', id }],
    }),
  }),
});

export const { useGetJobHistoryEntryQuery } = getJobHistoryEntryApi;
