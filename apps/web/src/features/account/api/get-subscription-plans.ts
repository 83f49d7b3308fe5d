import type { Plan } from '@trademate/shared/schemas/plans';
import { api } from '@/lib/api';

const getSubscriptionPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every plan on offer (Free, Professional monthly and yearly), in the server's order. */
    getSubscriptionPlans: build.query<Plan[], void>({
      query: () => '/plan',
      providesTags: [{ type: 'plan', id: 'LIST' }],
    }),
  }),
});

export const { useGetSubscriptionPlansQuery } = getSubscriptionPlansApi;
