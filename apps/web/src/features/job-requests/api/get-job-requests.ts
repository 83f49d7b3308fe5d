import type { JobRequestPage, JobRequestsQueryInput } from '@trademate/shared/schemas/job-requests';
import type { ListSort } from '@trademate/shared/constants/places';
import { api } from '@/lib/api';

/** The feed's filters; the cursor and page size are the endpoint's business. */
export type JobRequestFilters = Pick<JobRequestsQueryInput, 'serviceId' | 'state' | 'city'> & {
  /** Only within this many km of the professional's suburb. */
  withinKm?: number;
  /** Nearest first (with `withinKm`); newest first when absent. */
  sort?: ListSort;
  /** Answers to the chosen service's questions, `key:option,…` (decision 071); only with a service. */
  answers?: string;
};

const PAGE_SIZE = 12;

export const getJobRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Open jobs in the services I offer, newest first, a page at a time (`GET /jobRequest`). */
    getJobRequests: build.infiniteQuery<JobRequestPage, JobRequestFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/jobRequest',
        params: { ...queryArg, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [{ type: 'jobRequest', id: 'LIST' }],
    }),
  }),
});

export const { useGetJobRequestsInfiniteQuery } = getJobRequestsApi;
