import type { Credentials } from '@trademate/shared/schemas/credentials';
import { api } from '@/lib/api';

const getCredentialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in professional's ABN and licences (decision 025). */
    getCredentials: build.query<Credentials, void>({
      query: () => '/user/credentials',
      providesTags: ['credentials'],
    }),
  }),
});

export const { useGetCredentialsQuery } = getCredentialsApi;
