import type { Service, ServicePage } from '@trademate/shared/schemas/services';
import { api } from './api';

/** The most services one page may hold: the whole catalogue fits in it. */
const ALL_SERVICES_LIMIT = 100;

const serviceOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every service, as names to choose from (the services a professional offers), with the slug
     * the licence rules know each by (decision 025).
     */
    getServiceOptions: build.query<Pick<Service, '_id' | 'name' | 'slug'>[], void>({
      query: () => ({ url: '/service', params: { limit: ALL_SERVICES_LIMIT } }),
      transformResponse: (page: ServicePage) =>
        page.items.map(({ _id, name, slug }) => ({ _id, name, slug })),
      providesTags: [{ type: 'service', id: 'LIST' }],
    }),
  }),
});

export const { useGetServiceOptionsQuery } = serviceOptionsApi;
