import type { Service } from '@trademate/shared/schemas/services';
import { api } from '@/lib/api';

const getServiceDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One service of the catalogue (`GET /service/:id`). */
    getServiceDetail: build.query<Service, string>({
      query: (id) => `/service/${id}`,
      providesTags: (_service, _error, id) => [{ type: 'service', id }],
    }),
  }),
});

export const { useGetServiceDetailQuery } = getServiceDetailApi;
