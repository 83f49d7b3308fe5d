import type { HireRequest, Job } from '@trademate/shared/schemas/jobs';
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
      invalidatesTags: (_job, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useHireProfessionalMutation } = hireProfessionalApi;
