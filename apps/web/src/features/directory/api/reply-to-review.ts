import type { ReplyToReviewRequest, Review } from '@trademate/shared/schemas/reviews';
import { api } from '@/lib/api';
import { getProfessionalReviewsApi, replaceReview } from './get-professional-reviews';

const replyToReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The reviewed professional's one reply; the review shows it at once. */
    replyToReview: build.mutation<
      Review,
      ReplyToReviewRequest & { reviewId: string; professionalId: string }
    >({
      query: ({ reviewId, reply }) => ({
        url: `/review/${reviewId}/reply`,
        method: 'POST',
        body: { reply },
      }),
      async onQueryStarted({ professionalId }, { dispatch, queryFulfilled }) {
        try {
          const { data: review } = await queryFulfilled;
          dispatch(
            getProfessionalReviewsApi.util.updateQueryData(
              'getProfessionalReviews',
              professionalId,
              (draft) => replaceReview(draft.pages, review),
            ),
          );
        } catch {
          // Nothing was stored; the reply form shows why.
        }
      },
    }),
  }),
});

export const { useReplyToReviewMutation } = replyToReviewApi;
