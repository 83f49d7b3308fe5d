import type { ApprenticeProfile } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';

const getApprenticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One apprentice's profile. */
    getApprentice: build.query<ApprenticeProfile, string>({
      query: (id) => `/apprentice/${id}`,
      // Their licences and ABN change from their own profile page.
      providesTags: ['professional'],
    }),
  }),
});

export const { useGetApprenticeQuery } = getApprenticeApi;
