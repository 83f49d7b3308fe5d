import type { Job } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const completeJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Marks the job in progress as done; the hired professional is told. */
    completeJob: build.mutation<Job, string>({
      query: (jobId) => ({ url: `/job/${jobId}/complete`, method: 'POST' }),
      invalidatesTags: (_job, _error, jobId) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCompleteJobMutation } = completeJobApi;
