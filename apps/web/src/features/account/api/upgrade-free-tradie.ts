import type { CheckoutRequest, CheckoutSession } from '@trademate/shared/schemas/payments';
import { api } from '@/lib/api';

const upgradeFreeTradieApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A free tradie starts paying for a Professional plan; they become a tradie once paid. */
    upgradeFreeTradie: build.mutation<CheckoutSession, CheckoutRequest>({
      query: (body) => ({ url: '/user/freeTradie/upgrade', method: 'PATCH', body }),
    }),
  }),
});

export const { useUpgradeFreeTradieMutation } = upgradeFreeTradieApi;
