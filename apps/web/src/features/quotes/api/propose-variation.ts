import type { QuoteDetail, VariationInput } from '@trademate/shared/schemas/quotes';
import { api } from '@/lib/api';
import { changedQuoteTags } from './quote-tags';

const proposeVariationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The professional proposes a variation of their accepted quote
     * (`POST /quotes/:id/variations`); its card goes into the chat.
     */
    proposeVariation: build.mutation<QuoteDetail, { quoteId: string; variation: VariationInput }>({
      query: ({ quoteId, variation }) => ({
        url: `/quotes/${quoteId}/variations`,
        method: 'POST',
        body: variation,
      }),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
    /** The professional takes back a variation not yet answered (`POST …/:number/withdraw`). */
    withdrawVariation: build.mutation<QuoteDetail, { quoteId: string; number: number }>({
      query: ({ quoteId, number }) => ({
        url: `/quotes/${quoteId}/variations/${number}/withdraw`,
        method: 'POST',
      }),
      invalidatesTags: (quote) => changedQuoteTags(quote),
    }),
  }),
});

export const { useProposeVariationMutation, useWithdrawVariationMutation } = proposeVariationApi;
