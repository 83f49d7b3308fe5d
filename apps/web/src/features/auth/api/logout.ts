import { api } from '@/lib/api';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Revokes the session on the server and clears its cookies; with this browser's push endpoint,
     * also stops pushes to this device.
     */
    logout: build.mutation<void, { pushEndpoint?: string }>({
      query: ({ pushEndpoint }) => ({
        url: '/user/logout',
        method: 'POST',
        ...(pushEndpoint ? { body: { pushEndpoint } } : {}),
      }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
