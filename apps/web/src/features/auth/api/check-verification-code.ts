import type { CheckOtpRequest } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const checkVerificationCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Verifies the email with the mailed code; the encryptedOtp cookie identifies the challenge. */
    checkVerificationCode: build.mutation<unknown, CheckOtpRequest>({
      query: (body) => ({ url: '/user/checkValidOTP', method: 'POST', body }),
    }),
  }),
});

export const { useCheckVerificationCodeMutation } = checkVerificationCodeApi;
