import type { SwitchPlanRequest } from '@trademate/shared/schemas/payments';
import { api } from '@/lib/api';

const switchPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Switches between monthly and yearly billing from the next renewal. */
    switchPlan: build.mutation<unknown, SwitchPlanRequest>({
      query: (body) => ({ url: '/subscription/plan', method: 'PATCH', body }),
    }),
  }),
});

export const { useSwitchPlanMutation } = switchPlanApi;
