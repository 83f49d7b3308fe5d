import type { DeletePushSubscriptionRequest } from '@trademate/shared/schemas/push';
import { api } from '@/lib/api';

const deletePushSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Turns push off for this browser, by its subscription's endpoint. */
    deletePushSubscription: build.mutation<unknown, DeletePushSubscriptionRequest>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeletePushSubscriptionMutation } = deletePushSubscriptionApi;
