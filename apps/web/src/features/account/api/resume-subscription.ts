import { api } from '@/lib/api';

const resumeSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Undoes a cancellation before the period ends: the subscription renews again. */
    resumeSubscription: build.mutation<unknown, void>({
      query: () => ({ url: '/subscription/resume', method: 'POST' }),
    }),
  }),
});

export const { useResumeSubscriptionMutation } = resumeSubscriptionApi;
