import type { QuoteSort } from '@trademate/shared/constants/quotes';
import type { QuoteList } from '@trademate/shared/schemas/quotes';
import { api } from '@/lib/api';
import { jobQuotesTag } from './quote-tags';

export const getJobQuotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The quotes on a job (`GET /job/:id/quotes`): every one for its client, sorted as asked; the
     * professional's own (none or one) for a professional.
     */
    getJobQuotes: build.query<QuoteList, { jobId: string; sort?: QuoteSort }>({
      query: ({ jobId, sort }) => ({
        url: `/job/${jobId}/quotes`,
        params: sort ? { sort } : undefined,
      }),
      providesTags: (list, _error, { jobId }) => [
        jobQuotesTag(jobId),
        ...(list?.items ?? []).map((quote) => ({ type: 'quote' as const, id: quote._id })),
      ],
    }),
  }),
});

export const { useGetJobQuotesQuery } = getJobQuotesApi;

/** The comparison's order as the address asks for it (`?sort=rating`), by price otherwise. */
export function quoteSortOf(searchParams: URLSearchParams): QuoteSort {
  return searchParams.get('sort') === 'rating' ? 'rating' : 'price';
}
