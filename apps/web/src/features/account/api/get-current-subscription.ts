import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import { api } from '@/lib/api';

const getCurrentSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's Professional subscription (`GET /user/subscription`), or null. */
    getCurrentSubscription: build.query<CurrentSubscription, void>({
      query: () => '/user/subscription',
    }),
  }),
});

export const { useGetCurrentSubscriptionQuery, useLazyGetCurrentSubscriptionQuery } =
  getCurrentSubscriptionApi;
