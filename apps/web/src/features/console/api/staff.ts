import type {
  AuditPage,
  AuditQuery,
  InviteStaffRequest,
  StaffList,
  StaffMember,
} from '@trademate/shared/schemas/staff';
import { api } from '@/lib/api';

const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffList: build.query<StaffList, void>({
      query: () => '/admin/staff',
      providesTags: [{ type: 'staff', id: 'LIST' }],
    }),
    inviteStaff: build.mutation<StaffMember, InviteStaffRequest>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'staff', id: 'LIST' },
              { type: 'staff', id: 'AUDIT' },
            ],
    }),
    setStaffDisabled: build.mutation<
      StaffMember,
      { id: string; disabled: boolean; reason: string }
    >({
      query: ({ id, disabled, reason }) => ({
        url: `/admin/staff/${id}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'staff', id: 'LIST' },
              { type: 'staff', id: 'AUDIT' },
            ],
    }),
    getAuditLog: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: [{ type: 'staff', id: 'AUDIT' }],
    }),
  }),
});

export const {
  useGetStaffListQuery,
  useInviteStaffMutation,
  useSetStaffDisabledMutation,
  useGetAuditLogQuery,
} = staffApi;
