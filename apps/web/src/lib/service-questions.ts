import type { JobQuestionSet, ServiceQuestions } from '@trademate/shared/schemas/job-questions';
import { api } from './api';

const serviceQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The questions a new job in a service is asked (decision 071), or null when it asks none:
     * the job form asks them, the feed filters on their answers.
     */
    getServiceQuestions: build.query<JobQuestionSet | null, string>({
      query: (serviceId) => `/services/${serviceId}/questions`,
      transformResponse: (answer: ServiceQuestions) => answer.questionSet,
      providesTags: (_set, _error, serviceId) => [
        { type: 'service', id: `questions-${serviceId}` },
      ],
    }),
  }),
});

export const { useGetServiceQuestionsQuery } = serviceQuestionsApi;
