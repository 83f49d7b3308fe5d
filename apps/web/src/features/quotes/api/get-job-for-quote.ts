import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import { api } from '@/lib/api';

const getJobForQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The job a professional is quoting on, as its request's detail gives it
     * (`GET /jobRequest/:id`): its title, client, state and service for the licence notice, and
     * the conversation whose files can be attached.
     */
    getJobForQuote: build.query<JobRequestDetail, string>({
      query: (jobId) => `/jobRequest/${jobId}`,
      providesTags: (_job, _error, jobId) => [{ type: 'jobRequest', id: jobId }],
    }),
  }),
});

export const { useGetJobForQuoteQuery } = getJobForQuoteApi;
