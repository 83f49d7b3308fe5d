import type { Quote } from '@trademate/shared/schemas/quotes';
import { api } from '@/lib/api';
import { changedQuoteTags } from './quote-tags';

const withdrawQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The professional takes back their open quote (`POST /quotes/:id/withdraw`). */
    withdrawQuote: build.mutation<Quote, string>({
      query: (quoteId) => ({ url: `/quotes/${quoteId}/withdraw`, method: 'POST' }),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
  }),
});

export const { useWithdrawQuoteMutation } = withdrawQuoteApi;
