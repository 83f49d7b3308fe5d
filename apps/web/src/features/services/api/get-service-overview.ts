import type { ServiceOverview } from '@trademate/shared/schemas/services';
import { api } from '@/lib/api';

export const getServiceOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A service's public page (`GET /service/:id/overview`): what it covers, who offers it, jobs. */
    getServiceOverview: build.query<ServiceOverview, string>({
      query: (id) => `/service/${id}/overview`,
      providesTags: (_overview, _error, id) => [{ type: 'service', id }],
    }),
  }),
});

export const { useGetServiceOverviewQuery } = getServiceOverviewApi;
