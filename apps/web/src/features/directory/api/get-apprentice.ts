import type { Apprentice } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';

const getApprenticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One apprentice's profile. */
    getApprentice: build.query<Apprentice, string>({
      query: (id) => `/apprentice/${id}`,
    }),
  }),
});

export const { useGetApprenticeQuery } = getApprenticeApi;
