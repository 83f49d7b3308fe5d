import type { z } from 'zod';
import type { otpIssuedSchema } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const sendVerificationCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Mails a new code to the signed-in or just-signed-up user; 429 when asked too soon. */
    sendVerificationCode: build.mutation<z.infer<typeof otpIssuedSchema>, void>({
      query: () => ({ url: '/user/verifyUser', method: 'POST' }),
    }),
  }),
});

export const { useSendVerificationCodeMutation } = sendVerificationCodeApi;
