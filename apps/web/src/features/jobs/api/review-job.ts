import type { JobReview, ReviewRequest } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const reviewJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The client's one review of the professional hired for a completed job. */
    reviewJob: build.mutation<JobReview, { jobId: string; body: ReviewRequest }>({
      query: ({ jobId, body }) => ({ url: `/job/${jobId}/review`, method: 'POST', body }),
      invalidatesTags: (_review, _error, { jobId }) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useReviewJobMutation } = reviewJobApi;
