import type { Quote, QuoteInput } from '@trademate/shared/schemas/quotes';
import { afterSuccess, moneyOf, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';
import { changedQuoteTags } from './quote-tags';

const sendQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The professional's first quote on a job (`POST /job/:id/quotes`). */
    sendQuote: build.mutation<Quote, { jobId: string; quote: QuoteInput }>({
      query: ({ jobId, quote }) => ({ url: `/job/${jobId}/quotes`, method: 'POST', body: quote }),
      onQueryStarted: (_request, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, ({ data }) =>
          track('quote_sent', moneyOf(data.current.totalCents)),
        ),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
    /** A new version of the professional's quote (`PUT /quotes/:id`). */
    reviseQuote: build.mutation<Quote, { quoteId: string; quote: QuoteInput }>({
      query: ({ quoteId, quote }) => ({ url: `/quotes/${quoteId}`, method: 'PUT', body: quote }),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
  }),
});

export const { useSendQuoteMutation, useReviseQuoteMutation } = sendQuoteApi;
