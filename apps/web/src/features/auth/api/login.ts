import type { z } from 'zod';
import type { LoginRequest, loginResponseSchema } from '@trademate/shared/schemas/users';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api, type ApiDispatch } from '@/lib/api';

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the HttpOnly session cookie; the caller then refreshes the session from /user/me. */
    login: build.mutation<z.infer<typeof loginResponseSchema>, LoginRequest>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
      onQueryStarted: (_body, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => track('login', { method: 'email' })),
    }),
  }),
});

/**
 * Signs in (the session cookie); rejects with the ApiError. The sign-in page loads it to send the
 * form (decision 048); nothing reads the answer from the store, so it is not kept there.
 */
export async function logIn(dispatch: ApiDispatch, credentials: LoginRequest): Promise<void> {
  await dispatch(loginApi.endpoints.login.initiate(credentials, { track: false })).unwrap();
}
