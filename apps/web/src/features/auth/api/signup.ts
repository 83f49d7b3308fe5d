import type { z } from 'zod';
import type { SignupRequest, signupResponseSchema } from '@trademate/shared/schemas/users';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';

const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the account (not signed in yet) and mails a code; sets the verifyToken cookie. */
    signup: build.mutation<z.infer<typeof signupResponseSchema>, SignupRequest>({
      query: (body) => ({ url: '/user/signup', method: 'POST', body }),
      onQueryStarted: (body, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () =>
          track('sign_up', { method: 'email', user_type: body.userType ?? 'client' }),
        ),
    }),
  }),
});

export const { useSignupMutation } = signupApi;
