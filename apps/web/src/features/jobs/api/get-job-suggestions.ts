import type { JobSuggestionList } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';

const getJobSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Professionals to invite to quote on the client's open job (`GET /job/:id/suggestions`).
     * Asked again when the job changes (a new contact leaves the list) and when one of them is
     * invited (their `professional` tag).
     */
    getJobSuggestions: build.query<JobSuggestionList, string>({
      query: (jobId) => `/job/${jobId}/suggestions`,
      providesTags: (list, _error, jobId) => [
        { type: 'job', id: jobId },
        ...(list?.items ?? []).map((professional) => ({
          type: 'professional' as const,
          id: professional._id,
        })),
      ],
    }),
  }),
});

export const { useGetJobSuggestionsQuery } = getJobSuggestionsApi;
