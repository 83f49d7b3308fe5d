import type { ApprenticePage, DirectoryFilters } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';
import { directoryParams } from '../utils/directory-params';

const getApprenticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Verified apprentices, newest members first, a page at a time. */
    getApprentices: build.infiniteQuery<ApprenticePage, DirectoryFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/apprentice',
        params: directoryParams(queryArg, pageParam),
      }),
    }),
  }),
});

export const { useGetApprenticesInfiniteQuery } = getApprenticesApi;
