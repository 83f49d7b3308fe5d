import type {
  JobPayment,
  OpenDisputeRequest,
  QuotePayments,
} from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';
import { changedPaymentTags } from './job-payment-tags';

const changePaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The client releases one held payment to the professional (`POST /job-payments/:id/release`). */
    releasePayment: build.mutation<JobPayment, string>({
      query: (paymentId) => ({
        url: `/job-payments/${encodeURIComponent(paymentId)}/release`,
        method: 'POST',
      }),
      invalidatesTags: (payment) => changedPaymentTags(payment?.quoteId, payment?._id),
    }),
    /** The client releases every held payment of a quote (`POST /quotes/:id/release`). */
    releaseAllPayments: build.mutation<QuotePayments, string>({
      query: (quoteId) => ({ url: `/quotes/${quoteId}/release`, method: 'POST' }),
      invalidatesTags: (payments) => changedPaymentTags(payments?.quoteId),
    }),
    /**
     * The professional marks the work done (`POST /quotes/:id/work-done`): held money then releases
     * by itself some days later unless the client releases it first or a dispute stops it.
     */
    markWorkDone: build.mutation<QuotePayments, string>({
      query: (quoteId) => ({ url: `/quotes/${quoteId}/work-done`, method: 'POST' }),
      invalidatesTags: (payments) => changedPaymentTags(payments?.quoteId),
    }),
    /** Either side asks support to decide about a held payment (`POST /job-payments/:id/dispute`). */
    openDispute: build.mutation<JobPayment, { paymentId: string } & OpenDisputeRequest>({
      query: ({ paymentId, reason }) => ({
        url: `/job-payments/${encodeURIComponent(paymentId)}/dispute`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (payment) => changedPaymentTags(payment?.quoteId, payment?._id),
    }),
  }),
});

export const {
  useReleasePaymentMutation,
  useReleaseAllPaymentsMutation,
  useMarkWorkDoneMutation,
  useOpenDisputeMutation,
} = changePaymentsApi;
