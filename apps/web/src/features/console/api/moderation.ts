import type { ModerationAction } from '@trademate/shared/constants/safety';
import type {
  ModerationResult,
  ReportedSubject,
  ReportQueuePage,
  ReportQueueQuery,
} from '@trademate/shared/schemas/moderation';
import { api } from '@/lib/api';

/** What staff do to a job from the console (decision 034). */
export type JobAction = 'hide' | 'unhide' | 'close';

/** An action changes the report, the queue, the person's page and the audit log. */
const changed = (reportId: string) => [
  { type: 'report' as const, id: reportId },
  { type: 'report' as const, id: 'QUEUE' },
  { type: 'person' as const },
  { type: 'staff' as const, id: 'AUDIT' },
];

const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportQueue: build.query<ReportQueuePage, ReportQueueQuery>({
      query: (params) => ({ url: '/admin/reports', params }),
      providesTags: [{ type: 'report', id: 'QUEUE' }],
    }),
    getReportedSubject: build.query<ReportedSubject, string>({
      query: (id) => `/admin/reports/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'report', id }],
    }),
    actOnReport: build.mutation<
      ModerationResult,
      { id: string; action: ModerationAction; reason: string }
    >({
      query: ({ id, action, reason }) => ({
        url: `/admin/reports/${id}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    actOnJob: build.mutation<
      null,
      { jobId: string; reportId: string; action: JobAction; reason: string }
    >({
      query: ({ jobId, action, reason }) => ({
        url: `/admin/jobs/${jobId}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { reportId }) => (error ? [] : changed(reportId)),
    }),
  }),
});

export const {
  useGetReportQueueQuery,
  useGetReportedSubjectQuery,
  useActOnReportMutation,
  useActOnJobMutation,
} = moderationApi;
