import type {
  ConsoleQuestionSets,
  JobQuestionSet,
  JobQuestionSetInput,
} from '@trademate/shared/schemas/job-questions';
import { api } from '@/lib/api';

const versionsTag = (serviceId: string) => ({
  type: 'staff' as const,
  id: `QUESTIONS-${serviceId}`,
});

const serviceQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every version of a service's job questions, newest first (decision 071). */
    getQuestionVersions: build.query<ConsoleQuestionSets, string>({
      query: (serviceId) => `/admin/services/${serviceId}/questions`,
      providesTags: (_sets, _error, serviceId) => [versionsTag(serviceId)],
    }),
    /**
     * Saves the questions as the service's next version. The job form asks them at once: the
     * public questions are read again with the rest of the catalogue.
     */
    saveQuestions: build.mutation<JobQuestionSet, JobQuestionSetInput & { serviceId: string }>({
      query: ({ serviceId, ...body }) => ({
        url: `/admin/services/${serviceId}/questions`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_set, error, { serviceId }) =>
        error ? [] : [versionsTag(serviceId), { type: 'staff', id: 'AUDIT' }, { type: 'service' }],
    }),
  }),
});

export const { useGetQuestionVersionsQuery, useSaveQuestionsMutation } = serviceQuestionsApi;
