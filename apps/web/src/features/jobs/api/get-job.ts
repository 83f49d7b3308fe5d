import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

export const getJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One of the client's jobs: details, the first professionals who made contact, hire, review. */
    getJob: build.query<JobDetail, string>({
      query: (jobId) => `/job/${jobId}`,
      providesTags: (_job, _error, jobId) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useGetJobQuery } = getJobApi;
