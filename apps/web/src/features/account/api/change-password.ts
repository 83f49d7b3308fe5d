import type { ChangePasswordRequest } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Changes the password; the server ends every other session and says so in `message`. */
    changePassword: build.mutation<{ message: string }, ChangePasswordRequest>({
      query: (body) => ({ url: '/user/changePassword', method: 'PATCH', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
