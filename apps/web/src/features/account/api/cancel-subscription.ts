import { api } from '@/lib/api';

const cancelSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Stops the subscription renewing; access stays until the paid period ends. */
    cancelSubscription: build.mutation<unknown, void>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
    }),
  }),
});

export const { useCancelSubscriptionMutation } = cancelSubscriptionApi;
