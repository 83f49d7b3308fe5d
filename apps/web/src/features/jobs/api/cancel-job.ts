import type { Job } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const cancelJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Cancels an open or in-progress job; the professionals who made contact are told. */
    cancelJob: build.mutation<Job, string>({
      query: (jobId) => ({ url: `/job/${jobId}/cancel`, method: 'POST' }),
      invalidatesTags: (_job, _error, jobId) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCancelJobMutation } = cancelJobApi;
