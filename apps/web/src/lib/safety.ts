import type { BlockList, Report, ReportRequest } from '@trademate/shared/schemas/safety';
import { api } from '@/lib/api';

/**
 * A block changes what both people see: the chat room's composer, the job requests feed and
 * invitations, profiles and suggestions; all of them are read again.
 */
const afterBlockChange = ['block', 'chat', 'jobRequest', 'professional', 'job'] as const;

const safetyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a report to the TradeMate team (decision 027). */
    report: build.mutation<Report, ReportRequest>({
      query: (body) => ({ url: '/report', method: 'POST', body }),
    }),
    /** The people the signed-in user blocked, latest first (Settings). */
    getBlocked: build.query<BlockList, void>({
      query: () => '/block',
      providesTags: ['block'],
    }),
    block: build.mutation<null, string>({
      query: (userId) => ({ url: '/block', method: 'POST', body: { userId } }),
      invalidatesTags: (_result, error) => (error ? [] : [...afterBlockChange]),
    }),
    unblock: build.mutation<null, string>({
      query: (userId) => ({ url: `/block/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...afterBlockChange]),
    }),
  }),
});

export const { useReportMutation, useGetBlockedQuery, useBlockMutation, useUnblockMutation } =
  safetyApi;
