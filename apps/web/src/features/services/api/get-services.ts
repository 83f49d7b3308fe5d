import type { ListServicesQueryInput, ServicePage } from '@trademate/shared/schemas/services';
import { api } from '@/lib/api';

const SERVICES_PAGE_SIZE = 12;

/** The services page's list: the server renderer loads the same one for the same address. */
export function servicesPageQuery(search: string, page: number): ListServicesQueryInput {
  return { search: search || undefined, page, limit: SERVICES_PAGE_SIZE };
}

export const getServicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<ServicePage, ListServicesQueryInput>({
      query: (params) => ({ url: '/service', params }),
      providesTags: (page) => [
        { type: 'service', id: 'LIST' },
        ...(page?.items.map((service) => ({ type: 'service' as const, id: service._id })) ?? []),
      ],
    }),
  }),
});

export const { useGetServicesQuery } = getServicesApi;
