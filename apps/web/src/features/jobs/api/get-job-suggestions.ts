import type { JobSuggestionList } from '@trademate/shared/schemas/directory';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

/**
 * Which job to suggest professionals for, and the version of it the page shows (its last change
 * and its contact count): a new version asks again.
 */
export interface JobSuggestionsArgs {
  jobId: string;
  version: string;
}

export const getJobSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Professionals to invite to quote on the client's open job (`GET /job/:id/suggestions`).
     * Asked again when the job the page holds changes (a new contact leaves the list), never on
     * the job's own tag: a hire or a cancel would ask for the closed job's list and get a 409
     * before the page learns the job is no longer open. Also asked again when one of them is
     * invited (their `professional` tag).
     */
    getJobSuggestions: build.query<JobSuggestionList, JobSuggestionsArgs>({
      query: ({ jobId }) => `/job/${jobId}/suggestions`,
      providesTags: (list) =>
        (list?.items ?? []).map((professional) => ({
          type: 'professional' as const,
          id: professional._id,
        })),
    }),
  }),
});

export const { useGetJobSuggestionsQuery } = getJobSuggestionsApi;

/** The suggestions to ask for with the job as the page holds it. */
export function jobSuggestionsArgs(job: JobDetail): JobSuggestionsArgs {
  return { jobId: job._id, version: `${job.updatedAt}:${job.contactCount}` };
}
