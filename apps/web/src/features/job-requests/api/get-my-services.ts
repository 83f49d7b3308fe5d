import type { Me } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const getMyServicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The services I offer (from `GET /user/me`): the feed's service filter chooses among them. */
    getMyServices: build.query<Me['services'], void>({
      query: () => '/user/me',
      transformResponse: (me: Me) => me.services,
      // Saving the profile's services invalidates the feed's list, and these with it.
      providesTags: [{ type: 'jobRequest', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyServicesQuery } = getMyServicesApi;
