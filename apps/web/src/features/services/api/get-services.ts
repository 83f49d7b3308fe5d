import type { ListServicesQueryInput, ServicePage } from '@trademate/shared/schemas/services';
import { api } from '@/lib/api';

const getServicesApi = api.injectEndpoints({
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
