import type { z } from 'zod';
import type { SignupRequest, signupResponseSchema } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the account (not signed in yet) and mails a code; sets the verifyToken cookie. */
    signup: build.mutation<z.infer<typeof signupResponseSchema>, SignupRequest>({
      query: (body) => ({ url: '/user/signup', method: 'POST', body }),
    }),
  }),
});

export const { useSignupMutation } = signupApi;
