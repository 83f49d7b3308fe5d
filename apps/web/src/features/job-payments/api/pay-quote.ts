import type {
  JobCheckout,
  JobTestCardRequest,
  JobPayment,
  PayJobRequest,
} from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';
import { changedPaymentTags } from './job-payment-tags';

const payQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The client starts paying a milestone of an accepted quote (`POST /quotes/:id/payments`): the
     * answer says where to pay it, Stripe's page or the test mode's own.
     */
    payQuote: build.mutation<JobCheckout, { quoteId: string } & PayJobRequest>({
      query: ({ quoteId, milestone }) => ({
        url: `/quotes/${quoteId}/payments`,
        method: 'POST',
        body: { milestone },
      }),
      invalidatesTags: (checkout) => changedPaymentTags(checkout?.payment.quoteId),
    }),
    /**
     * Pays a payment with a test card in test mode (`POST /job-payments/:id/test-card`); a declined
     * card answers 402 and changes nothing.
     */
    payJobWithTestCard: build.mutation<JobPayment, { paymentId: string; card: JobTestCardRequest }>(
      {
        query: ({ paymentId, card }) => ({
          url: `/job-payments/${encodeURIComponent(paymentId)}/test-card`,
          method: 'POST',
          body: card,
        }),
        invalidatesTags: (payment) => changedPaymentTags(payment?.quoteId, payment?._id),
      },
    ),
  }),
});

export const { usePayQuoteMutation, usePayJobWithTestCardMutation } = payQuoteApi;
