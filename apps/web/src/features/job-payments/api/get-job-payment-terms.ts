import type { JobPaymentTerms } from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';

const getJobPaymentTermsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** TradeMate's fee and the days before held money releases by itself (`GET /job-payments/terms`). */
    getJobPaymentTerms: build.query<JobPaymentTerms, void>({
      query: () => '/job-payments/terms',
    }),
  }),
});

export const { useGetJobPaymentTermsQuery } = getJobPaymentTermsApi;
