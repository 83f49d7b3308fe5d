import type { JobSuggestionList } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';
import { jobSuggestionsTag } from './job-suggestions-tag';

const getJobSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Professionals to invite to quote on the client's open job (`GET /job/:id/suggestions`).
     * Asked again when a professional contacts the client or the job is edited (its suggestions
     * tag), and when one of them is invited (their `professional` tag); never after a hire or a
     * cancel, which end them.
     */
    getJobSuggestions: build.query<JobSuggestionList, string>({
      query: (jobId) => `/job/${jobId}/suggestions`,
      providesTags: (list, _error, jobId) => [
        jobSuggestionsTag(jobId),
        ...(list?.items ?? []).map((professional) => ({
          type: 'professional' as const,
          id: professional._id,
        })),
      ],
    }),
  }),
});

export const { useGetJobSuggestionsQuery } = getJobSuggestionsApi;
