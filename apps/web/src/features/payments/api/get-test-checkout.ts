import type { TestCheckout } from '@trademate/shared/schemas/payments';
import { api } from '@/lib/api';

const getTestCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A test-mode checkout session: its plan, amount, state and where to go afterwards. */
    getTestCheckout: build.query<TestCheckout, string>({
      query: (sessionId) => `/payments/test/checkout/${encodeURIComponent(sessionId)}`,
    }),
  }),
});

export const { useGetTestCheckoutQuery } = getTestCheckoutApi;
