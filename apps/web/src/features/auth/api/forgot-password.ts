import type { z } from 'zod';
import type { ForgotPasswordRequest, otpIssuedSchema } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Mails a reset code if an account uses the email; the answer is the same either way. */
    forgotPassword: build.mutation<z.infer<typeof otpIssuedSchema>, ForgotPasswordRequest>({
      query: (body) => ({ url: '/user/forgotPassword', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
