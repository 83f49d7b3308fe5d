import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import { api } from '@/lib/api';

const getJobRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One job request in full (`GET /jobRequest/:id`; the Professional plan). */
    getJobRequest: build.query<JobRequestDetail, string>({
      query: (id) => `/jobRequest/${id}`,
      providesTags: (_detail, _error, id) => [{ type: 'jobRequest', id }],
    }),
  }),
});

export const { useGetJobRequestQuery } = getJobRequestApi;
