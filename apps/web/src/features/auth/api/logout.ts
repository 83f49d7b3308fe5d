import { api } from '@/lib/api';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the session on the server and clears its cookies. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/user/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
