import type { CheckoutRequest, CheckoutSession } from '@trademate/shared/schemas/payments';
import { api } from '@/lib/api';

const startCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Starts paying for a Professional plan: a tradie renewing, or a trial becoming paid. */
    startCheckout: build.mutation<CheckoutSession, CheckoutRequest>({
      query: (body) => ({ url: '/subscription/checkout', method: 'POST', body }),
    }),
  }),
});

export const { useStartCheckoutMutation } = startCheckoutApi;
