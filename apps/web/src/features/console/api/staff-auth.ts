import type {
  AcceptStaffInvitationRequest,
  StaffInvitation,
  StaffSecondStep,
  StaffSession,
  StaffSignInRequest,
  StaffTotpRequest,
} from '@trademate/shared/schemas/staff';
import { api } from '@/lib/api';

/**
 * The console's sign-in (decision 030): password, then the authenticator. The session's cookie goes
 * to `/api/admin` and to the console's pages (decision 090), never to the site's.
 */
export const staffAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffSession, void>({
      query: () => '/admin/auth/me',
      providesTags: [{ type: 'staff', id: 'ME' }],
    }),
    staffSignIn: build.mutation<StaffSecondStep, StaffSignInRequest>({
      query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }),
    }),
    staffSecondStep: build.mutation<StaffSession, StaffTotpRequest>({
      query: (body) => ({ url: '/admin/auth/totp', method: 'POST', body }),
      // Not the session's tag: the recovery codes are shown before the console takes over.
    }),
    staffSignOut: build.mutation<null, void>({
      query: () => ({ url: '/admin/auth/logout', method: 'POST' }),
    }),
    getStaffInvitation: build.query<StaffInvitation, string>({
      query: (token) => `/admin/auth/invitation/${encodeURIComponent(token)}`,
    }),
    acceptStaffInvitation: build.mutation<StaffSecondStep, AcceptStaffInvitationRequest>({
      query: (body) => ({ url: '/admin/auth/invitation', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetStaffMeQuery,
  useStaffSignInMutation,
  useStaffSecondStepMutation,
  useStaffSignOutMutation,
  useGetStaffInvitationQuery,
  useAcceptStaffInvitationMutation,
} = staffAuthApi;
