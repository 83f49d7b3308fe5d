import type { Job, PostJobRequest } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';
import { jobSuggestionsTag } from './job-suggestions-tag';

const updateJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Replaces what an open job says; answers with it as stored. */
    updateJob: build.mutation<Job, { jobId: string; body: PostJobRequest }>({
      query: ({ jobId, body }) => ({ url: `/job/${jobId}`, method: 'PATCH', body }),
      invalidatesTags: (_job, _error, { jobId }) => [
        { type: 'job', id: jobId },
        jobSuggestionsTag(jobId),
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useUpdateJobMutation } = updateJobApi;
