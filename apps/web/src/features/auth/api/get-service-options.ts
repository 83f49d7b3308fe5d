import type { Service, ServicePage } from '@trademate/shared/schemas/services';
import { api } from '@/lib/api';

/** The most services one page may hold: the whole catalogue fits, for the sign-up picker. */
const ALL_SERVICES_LIMIT = 100;

const getServiceOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceOptions: build.query<Pick<Service, '_id' | 'name'>[], void>({
      query: () => ({ url: '/service', params: { limit: ALL_SERVICES_LIMIT } }),
      transformResponse: (page: ServicePage) => page.items.map(({ _id, name }) => ({ _id, name })),
      providesTags: [{ type: 'service', id: 'LIST' }],
    }),
  }),
});

export const { useGetServiceOptionsQuery } = getServiceOptionsApi;
