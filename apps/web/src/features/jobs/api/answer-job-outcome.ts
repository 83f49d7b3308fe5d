import type { Job, JobOutcomeRequest } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const answerJobOutcomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Answers "What happened?" with hired elsewhere or not going ahead: the job closes and the
     * professionals who wrote are told (decision 029).
     */
    answerJobOutcome: build.mutation<Job, { jobId: string } & JobOutcomeRequest>({
      query: ({ jobId, outcome }) => ({
        url: `/job/${jobId}/outcome`,
        method: 'POST',
        body: { outcome },
      }),
      invalidatesTags: (_job, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useAnswerJobOutcomeMutation } = answerJobOutcomeApi;
