import type { z } from 'zod';
import type { LoginRequest, loginResponseSchema } from '@trademate/shared/schemas/users';
import { api } from '@/lib/api';

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the HttpOnly session cookie; the caller then refreshes the session from /user/me. */
    login: build.mutation<z.infer<typeof loginResponseSchema>, LoginRequest>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
