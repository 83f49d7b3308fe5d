import type { QuoteDetail } from '@trademate/shared/schemas/quotes';
import { api } from '@/lib/api';

export const getQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One quote with every version, newest first (`GET /quotes/:id`), for its client or professional. */
    getQuote: build.query<QuoteDetail, string>({
      query: (id) => `/quotes/${id}`,
      providesTags: (_quote, _error, id) => [{ type: 'quote', id }],
    }),
  }),
});

export const { useGetQuoteQuery } = getQuoteApi;
