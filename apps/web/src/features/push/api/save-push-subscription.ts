import type { PushDevice, PushSubscriptionRequest } from '@trademate/shared/schemas/push';
import { api } from '@/lib/api';

const savePushSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Turns push on for this browser: its PushSubscription JSON becomes one of my devices. */
    savePushSubscription: build.mutation<PushDevice, PushSubscriptionRequest>({
      query: (subscription) => ({
        url: '/push/subscriptions',
        method: 'POST',
        body: subscription,
      }),
    }),
  }),
});

export const { useSavePushSubscriptionMutation } = savePushSubscriptionApi;
