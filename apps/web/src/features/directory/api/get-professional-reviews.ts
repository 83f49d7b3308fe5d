import type { Review, ReviewPage } from '@trademate/shared/schemas/reviews';
import { api } from '@/lib/api';

export const getProfessionalReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A professional's reviews with their replies, newest first, a page at a time. */
    getProfessionalReviews: build.infiniteQuery<ReviewPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: professionalId, pageParam }) => ({
        url: `/professional/${professionalId}/reviews`,
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: (_result, _error, professionalId) => [{ type: 'review', id: professionalId }],
    }),
  }),
});

/** Puts a review as the server now holds it in place of the cached one, on whichever page. */
export function replaceReview(pages: ReviewPage[], review: Review): void {
  for (const page of pages) {
    const index = page.items.findIndex((item) => item._id === review._id);
    if (index !== -1) page.items[index] = review;
  }
}

export const { useGetProfessionalReviewsInfiniteQuery } = getProfessionalReviewsApi;
