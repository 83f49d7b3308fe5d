import type { Me } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

export const getCurrentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user's whole account (`GET /user/me`): profile, services, hiring status; 401
     * when nobody is signed in. The session starts from it (useRefreshSession) and the pages that
     * show the account read it; saving the profile, the photo or the availability updates it.
     */
    getCurrentUser: build.query<Me, void>({ query: () => '/user/me' }),
  }),
});

export const { useGetCurrentUserQuery, useLazyGetCurrentUserQuery } = getCurrentUserApi;
