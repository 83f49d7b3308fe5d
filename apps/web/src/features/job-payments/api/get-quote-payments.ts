import type { QuotePayments } from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';
import { quotePaymentsTag } from './job-payment-tags';

export const getQuotePaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Everything paid through TradeMate on an accepted quote, for its client or its professional
     * (`GET /quotes/:id/payments`): the figures, what may be paid now, each payment and invoice.
     */
    getQuotePayments: build.query<QuotePayments, string>({
      query: (quoteId) => `/quotes/${quoteId}/payments`,
      providesTags: (_payments, _error, quoteId) => [quotePaymentsTag(quoteId)],
    }),
  }),
});

export const { useGetQuotePaymentsQuery } = getQuotePaymentsApi;
