import type { Me } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const getMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user; 401 when nobody is. Read through useRefreshSession, not directly. */
    getMe: build.query<Me, void>({ query: () => '/user/me' }),
  }),
});

export const { useLazyGetMeQuery } = getMeApi;
