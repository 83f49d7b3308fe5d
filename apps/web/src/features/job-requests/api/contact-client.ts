import type {
  ContactClientRequest,
  ContactClientResult,
} from '@trademate/shared/schemas/job-requests';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';

const contactClientApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Writes to a job's client: opens (or reuses) the chat and tells the client. */
    contactClient: build.mutation<
      ContactClientResult,
      { jobId: string; body: ContactClientRequest }
    >({
      query: ({ jobId, body }) => ({ url: `/jobRequest/${jobId}/contact`, method: 'POST', body }),
      onQueryStarted: (_request, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => track('generate_lead', { lead_source: 'job_request' })),
      // The request now shows the chat and one more contact, the history lists the job, and the
      // chat holds one more message.
      invalidatesTags: (result, _error, { jobId }) =>
        !result
          ? []
          : [
              { type: 'chat', id: 'LIST' },
              { type: 'chatMessages', id: result.conversationId },
              { type: 'jobRequest', id: jobId },
              { type: 'jobRequest', id: 'LIST' },
              { type: 'jobHistory', id: 'LIST' },
              { type: 'jobHistory', id: jobId },
            ],
    }),
  }),
});

export const { useContactClientMutation } = contactClientApi;
