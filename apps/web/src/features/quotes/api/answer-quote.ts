import type { DeclineQuoteRequest, Quote } from '@trademate/shared/schemas/quotes';
import { afterSuccess, moneyOf, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';
import { changedQuoteTags } from './quote-tags';

const answerQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The client accepts a quote (`POST /quotes/:id/accept`), which hires its professional: the
     * job moves to in progress, the other quotes are not chosen, and the hire shows contact
     * details in the client's conversations (decision 026), so all of those are read again.
     */
    acceptQuote: build.mutation<Quote, string>({
      query: (quoteId) => ({ url: `/quotes/${quoteId}/accept`, method: 'POST' }),
      onQueryStarted: (_quoteId, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, ({ data }) => {
          track('quote_accepted', moneyOf(data.current.totalCents));
          track('hire', { method: 'quote' });
        }),
      invalidatesTags: (quote) =>
        quote
          ? [
              ...changedQuoteTags(quote),
              'quote',
              { type: 'job', id: quote.job._id },
              { type: 'job', id: 'LIST' },
              'chat',
              'chatMessages',
            ]
          : [],
    }),
    /** The client declines a quote with a reason the professional reads (`POST /quotes/:id/decline`). */
    declineQuote: build.mutation<Quote, { quoteId: string } & DeclineQuoteRequest>({
      query: ({ quoteId, reason }) => ({
        url: `/quotes/${quoteId}/decline`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
  }),
});

export const { useAcceptQuoteMutation, useDeclineQuoteMutation } = answerQuoteApi;
