import type { SupervisionJobList } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';

const getSupervisorJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The TradeMate jobs a supervisor was hired for, that the apprentice's entries under the link
     * may name (`GET /logbook/supervisions/:id/jobs`).
     */
    getSupervisorJobs: build.query<SupervisionJobList, string>({
      query: (supervisionId) => `/logbook/supervisions/${supervisionId}/jobs`,
    }),
  }),
});

export const { useGetSupervisorJobsQuery } = getSupervisorJobsApi;
