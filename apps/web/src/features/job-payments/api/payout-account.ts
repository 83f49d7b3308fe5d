import type { PayoutAccount, PayoutOnboarding } from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';

const payoutAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The professional's payout account: none yet, pending the provider's needs, or ready. */
    getPayoutAccount: build.query<PayoutAccount, void>({
      query: () => '/payouts/account',
      providesTags: ['payoutAccount'],
    }),
    /**
     * Starts (or continues) setting payouts up (`POST /payouts/account`): the answer is where the
     * professional gives the provider their details.
     */
    setUpPayouts: build.mutation<PayoutOnboarding, void>({
      query: () => ({ url: '/payouts/account', method: 'POST' }),
      invalidatesTags: ['payoutAccount'],
    }),
  }),
});

export const { useGetPayoutAccountQuery, useSetUpPayoutsMutation } = payoutAccountApi;
