import type { ResetPasswordRequest } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

type ResetPasswordArgs = ResetPasswordRequest & { resetToken: string };

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the new password; the reset token from the code check authorises it. */
    resetPassword: build.mutation<unknown, ResetPasswordArgs>({
      query: ({ resetToken, ...body }) => ({
        url: '/user/resetForgetPassword',
        method: 'PATCH',
        body,
        headers: { Authorization: resetToken },
      }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
