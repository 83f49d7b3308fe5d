import type { z } from 'zod';
import type { CheckResetOtpRequest, resetTokenSchema } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const checkResetCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Exchanges the mailed reset code for a short-lived reset token. */
    checkResetCode: build.mutation<z.infer<typeof resetTokenSchema>, CheckResetOtpRequest>({
      query: (body) => ({ url: '/user/checkValidOTPForForgetPassword', method: 'POST', body }),
    }),
  }),
});

export const { useCheckResetCodeMutation } = checkResetCodeApi;
