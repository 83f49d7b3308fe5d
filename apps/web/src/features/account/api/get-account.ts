import type { Me } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

export const getAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's whole account (`GET /user/me`): profile, services, hiring status. */
    getAccount: build.query<Me, void>({ query: () => '/user/me' }),
  }),
});

export const { useGetAccountQuery, useLazyGetAccountQuery } = getAccountApi;
