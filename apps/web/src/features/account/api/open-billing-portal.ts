import { api } from '@/lib/api';

const openBillingPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A Stripe customer portal session: card details and billing history at Stripe. */
    openBillingPortal: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/subscription/portal', method: 'POST' }),
    }),
  }),
});

export const { useOpenBillingPortalMutation } = openBillingPortalApi;
