import type { DirectoryFilters, ProfessionalPage } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';
import { directoryParams } from '../utils/directory-params';

const getProfessionalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Verified tradies and free tradies, newest members first, a page at a time. */
    getProfessionals: build.infiniteQuery<ProfessionalPage, DirectoryFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/professional',
        params: directoryParams(queryArg, pageParam),
      }),
      providesTags: [{ type: 'professional', id: 'LIST' }],
    }),
  }),
});

export const { useGetProfessionalsInfiniteQuery } = getProfessionalsApi;
