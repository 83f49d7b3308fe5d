import type { MyJobPage } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

export const getMyJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in client's jobs, newest first, a page at a time. */
    getMyJobs: build.infiniteQuery<MyJobPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/job/mine',
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: [{ type: 'job', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyJobsInfiniteQuery } = getMyJobsApi;
