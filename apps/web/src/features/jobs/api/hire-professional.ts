import type { HireRequest, Job } from '@trademate/shared/schemas/jobs';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';

const hireProfessionalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Hires one of the professionals who contacted the client about this open job. */
    hireProfessional: build.mutation<Job, { jobId: string } & HireRequest>({
      query: ({ jobId, tradieId }) => ({
        url: `/job/${jobId}/hire`,
        method: 'POST',
        body: { tradieId },
      }),
      onQueryStarted: (_request, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => track('hire', { method: 'contact' })),
      // A hire shows the contact details in the client's conversations with the professional
      // (decision 026): loaded conversations are read again.
      invalidatesTags: (_job, error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
        ...(error ? [] : (['chat', 'chatMessages'] as const)),
      ],
    }),
  }),
});

export const { useHireProfessionalMutation } = hireProfessionalApi;
