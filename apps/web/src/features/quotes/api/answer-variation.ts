import type { DeclineVariationRequest, QuoteDetail } from '@trademate/shared/schemas/quotes';
import { api } from '@/lib/api';
import { changedQuoteTags } from './quote-tags';

const answerVariationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The client approves a proposed variation (`POST /quotes/:id/variations/:number/approve`):
     * the agreed total moves by its total, and with it what is left to pay through TradeMate.
     */
    approveVariation: build.mutation<QuoteDetail, { quoteId: string; number: number }>({
      query: ({ quoteId, number }) => ({
        url: `/quotes/${quoteId}/variations/${number}/approve`,
        method: 'POST',
      }),
      invalidatesTags: (quote) => (quote ? [...changedQuoteTags(quote), 'jobPayment'] : []),
    }),
    /** The client declines a variation with a reason the professional reads (`…/decline`). */
    declineVariation: build.mutation<
      QuoteDetail,
      { quoteId: string; number: number } & DeclineVariationRequest
    >({
      query: ({ quoteId, number, reason }) => ({
        url: `/quotes/${quoteId}/variations/${number}/decline`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
  }),
});

export const { useApproveVariationMutation, useDeclineVariationMutation } = answerVariationApi;
