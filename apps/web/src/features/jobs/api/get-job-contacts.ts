import type { JobContactPage } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const getJobContactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The professionals who made contact after the first page the job itself carries: `after` is
     * that page's `nextCursor`.
     */
    getJobContacts: build.infiniteQuery<JobContactPage, { jobId: string; after: string }, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/job/${queryArg.jobId}/contacts`,
        params: { cursor: pageParam || queryArg.after },
      }),
      providesTags: (_pages, _error, { jobId }) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useGetJobContactsInfiniteQuery } = getJobContactsApi;
