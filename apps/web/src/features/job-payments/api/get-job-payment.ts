import type { JobPayment } from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';

const getJobPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One payment, for its client or its professional (`GET /job-payments/:id`). */
    getJobPayment: build.query<JobPayment, string>({
      query: (paymentId) => `/job-payments/${encodeURIComponent(paymentId)}`,
      providesTags: (_payment, _error, paymentId) => [{ type: 'jobPayment', id: paymentId }],
    }),
  }),
});

export const { useGetJobPaymentQuery } = getJobPaymentApi;
