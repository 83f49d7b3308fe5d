import type { Job, PostJobRequest } from '@trademate/shared/schemas/jobs';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';

const postJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Posts a job; answers with it as stored. */
    postJob: build.mutation<Job, PostJobRequest>({
      query: (body) => ({ url: '/job', method: 'POST', body }),
      onQueryStarted: (_body, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => track('job_posted')),
      invalidatesTags: [{ type: 'job', id: 'LIST' }],
    }),
  }),
});

export const { usePostJobMutation } = postJobApi;
