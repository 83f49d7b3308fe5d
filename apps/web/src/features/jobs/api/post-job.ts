import type { Job, PostJobRequest } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const postJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Posts a job; answers with it as stored. */
    postJob: build.mutation<Job, PostJobRequest>({
      query: (body) => ({ url: '/job', method: 'POST', body }),
      invalidatesTags: [{ type: 'job', id: 'LIST' }],
    }),
  }),
});

export const { usePostJobMutation } = postJobApi;
