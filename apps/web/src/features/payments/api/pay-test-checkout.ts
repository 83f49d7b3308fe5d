import type { TestCardPayment } from '@trademate/shared/schemas/payments';
import { api } from '@/lib/api';

const payTestCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pays a test-mode checkout with a test card; a decline answers 402 and changes nothing. */
    payTestCheckout: build.mutation<unknown, { sessionId: string; card: TestCardPayment }>({
      query: ({ sessionId, card }) => ({
        url: `/payments/test/checkout/${encodeURIComponent(sessionId)}/pay`,
        method: 'POST',
        body: card,
      }),
    }),
  }),
});

export const { usePayTestCheckoutMutation } = payTestCheckoutApi;
