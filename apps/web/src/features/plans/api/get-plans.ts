import type { Plan } from '@trademate/shared/schemas/plans';
import { api } from '@/lib/api';

const getPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/plan',
      providesTags: [{ type: 'plan', id: 'LIST' }],
    }),
  }),
});

export const { useGetPlansQuery } = getPlansApi;
