import type { z } from 'zod';
import type {
  DisputeDetail,
  DisputeList,
  disputeListQuerySchema,
  ResolveDisputeRequest,
} from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';

type DisputeListQuery = z.input<typeof disputeListQuerySchema>;

const disputesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDisputes: build.query<DisputeList, DisputeListQuery>({
      query: (params) => ({ url: '/admin/disputes', params }),
      providesTags: [{ type: 'dispute', id: 'LIST' }],
    }),
    getDispute: build.query<DisputeDetail, string>({
      query: (paymentId) => `/admin/disputes/${paymentId}`,
      providesTags: (_result, _error, paymentId) => [{ type: 'dispute', id: paymentId }],
    }),
    /**
     * Support's decision: the answer is the dispute as it now stands, kept as the page's data; the
     * lists, the money report and the audit log change with it.
     */
    resolveDispute: build.mutation<DisputeDetail, { paymentId: string } & ResolveDisputeRequest>({
      query: ({ paymentId, refundCents, note }) => ({
        url: `/admin/disputes/${paymentId}/resolve`,
        method: 'POST',
        body: { refundCents, note },
      }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'dispute', id: 'LIST' }, 'money', { type: 'staff', id: 'AUDIT' }],
      async onQueryStarted({ paymentId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(disputesApi.util.upsertQueryData('getDispute', paymentId, data));
        } catch {
          // A refusal changes nothing; the form shows it.
        }
      },
    }),
  }),
});

export const { useGetDisputesQuery, useGetDisputeQuery, useResolveDisputeMutation } = disputesApi;
