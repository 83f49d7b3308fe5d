import type { JobHistoryPage } from '@trademate/shared/schemas/job-requests';
import { api } from '@/lib/api';

const PAGE_SIZE = 12;

export const getJobHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The jobs I contacted a client about or was hired for, most recent first (`GET /jobHistory`). */
    getJobHistory: build.infiniteQuery<JobHistoryPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/jobHistory',
        params: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [{ type: 'jobHistory', id: 'LIST' }],
    }),
  }),
});

export const { useGetJobHistoryInfiniteQuery } = getJobHistoryApi;
