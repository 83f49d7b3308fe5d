import { z } from 'zod';
import {
  disputeParties,
  jobInvoiceKinds,
  jobPaymentLimits,
  jobPaymentMilestones,
  jobPaymentStatuses,
} from '../constants/job-payments';
import * as messages from '../messages';
import { boundedTextSchema } from './common';

const m = messages.jobPayments;

/** `GET /api/job-payments/terms`: TradeMate's fee and when held money releases by itself. */
export const jobPaymentTermsSchema = z.object({
  fee: z.object({
    percentBasisPoints: z.number().int(),
    minCents: z.number().int(),
    capCents: z.number().int(),
  }),
  autoReleaseDays: z.number().int(),
  /** `test` while no Stripe keys are set: the checkout is TradeMate's own test-card page. */
  providerKind: z.enum(['stripe', 'test']),
});
export type JobPaymentTerms = z.infer<typeof jobPaymentTermsSchema>;

/** `POST /api/quotes/:id/payments`: the client pays a milestone of an accepted quote. */
export const payJobRequestSchema = z.object({
  milestone: z.enum(jobPaymentMilestones, { error: m.milestoneInvalid }),
});
export type PayJobRequest = z.infer<typeof payJobRequestSchema>;

/** `POST /api/job-payments/:id/test-card`: a card typed on the test mode's checkout page. */
export const jobTestCardRequestSchema = z.object({
  cardNumber: z
    .string({ error: m.cardNumberInvalid })
    .regex(/^[0-9 -]{12,23}$/, { error: m.cardNumberInvalid }),
  expiry: z
    .string({ error: m.expiryInvalid })
    .regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/, { error: m.expiryInvalid }),
});
export type JobTestCardRequest = z.infer<typeof jobTestCardRequestSchema>;

/** `POST /api/job-payments/:id/dispute`: either side asks support to decide. */
export const openDisputeRequestSchema = z.object({
  reason: boundedTextSchema({
    min: jobPaymentLimits.disputeReasonMinLength,
    max: jobPaymentLimits.disputeReasonMaxLength,
    required: m.disputeReasonRequired,
    tooShort: m.disputeReasonTooShort,
    tooLong: m.disputeReasonTooLong,
  }),
});
export type OpenDisputeRequest = z.infer<typeof openDisputeRequestSchema>;

/**
 * `POST /api/admin/disputes/:id/resolve`: support refunds `refundCents` of what is held (0 to
 * release it all, all of it to refund in full) and releases the rest, with a note.
 */
export const resolveDisputeRequestSchema = z.object({
  refundCents: z
    .number({ error: m.refundAmountInvalid })
    .int({ error: m.refundAmountInvalid })
    .min(0, { error: m.refundAmountInvalid }),
  note: boundedTextSchema({
    min: jobPaymentLimits.resolutionNoteMinLength,
    max: jobPaymentLimits.resolutionNoteMaxLength,
    required: m.resolutionNoteRequired,
    tooShort: m.resolutionNoteTooShort,
    tooLong: m.resolutionNoteTooLong,
  }),
});
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;

/** A tax invoice a release made: the professional's for the work, or TradeMate's for its fee. */
export const jobInvoiceSchema = z.object({
  _id: z.string(),
  kind: z.enum(jobInvoiceKinds),
  /** `TM-F-000123` for TradeMate's fee, `TM-W-000123` for the work, issued in the professional's name. */
  number: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  issuedAt: z.string(),
  /** `GET` it for the PDF. */
  url: z.string(),
});
export type JobInvoice = z.infer<typeof jobInvoiceSchema>;

/** A payment held on a job, as its client and its professional read it. */
export const jobPaymentSchema = z.object({
  _id: z.string(),
  quoteId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  milestone: z.enum(jobPaymentMilestones),
  status: z.enum(jobPaymentStatuses),
  amountCents: z.number().int(),
  /** Still with TradeMate: paid, less what was released and refunded. */
  heldCents: z.number().int(),
  /** Released to the professional, the fee included. */
  releasedCents: z.number().int(),
  feeCents: z.number().int(),
  /** What reached the professional: released less the fee. */
  payoutCents: z.number().int(),
  refundedCents: z.number().int(),
  cardLast4: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** When the professional marked the work done. */
  workDoneAt: z.string().nullable(),
  /** When the money releases by itself, unless the client releases it or a dispute stops it. */
  releaseDueAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  dispute: z
    .object({
      openedBy: z.enum(disputeParties),
      reason: z.string(),
      openedAt: z.string(),
      resolvedAt: z.string().nullable(),
      /** Support's note, once resolved. */
      note: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type JobPayment = z.infer<typeof jobPaymentSchema>;

/** `POST /api/quotes/:id/payments`: the payment and where the client pays it. */
export const jobCheckoutSchema = z.object({
  payment: jobPaymentSchema,
  checkoutUrl: z.string(),
});
export type JobCheckout = z.infer<typeof jobCheckoutSchema>;

/** `GET /api/quotes/:id/payments`: everything paid through TradeMate on an accepted quote. */
export const quotePaymentsSchema = z.object({
  quoteId: z.string(),
  /** The accepted total with every approved variation. */
  agreedTotalCents: z.number().int(),
  depositCents: z.number().int(),
  /** Charged so far (held, released or refunded). */
  paidCents: z.number().int(),
  heldCents: z.number().int(),
  releasedCents: z.number().int(),
  feeCents: z.number().int(),
  refundedCents: z.number().int(),
  /** The milestones the client may pay now, each with its amount. */
  payable: z.array(
    z.object({ milestone: z.enum(jobPaymentMilestones), amountCents: z.number().int() }),
  ),
  /** Whether the professional can take secured payments (their payout account is ready). */
  professionalPayoutsReady: z.boolean(),
  payments: z.array(jobPaymentSchema),
  invoices: z.array(jobInvoiceSchema),
});
export type QuotePayments = z.infer<typeof quotePaymentsSchema>;

/** `GET /api/payouts/account`: the professional's payout account at the provider. */
export const payoutAccountSchema = z.object({
  /** `none` before they start, `pending` while the provider still needs something, `ready`. */
  status: z.enum(['none', 'pending', 'ready']),
  requirements: z.array(z.string()),
  providerKind: z.enum(['stripe', 'test']),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** `POST /api/payouts/account`: where the professional gives the provider their details. */
export const payoutOnboardingSchema = z.object({ url: z.string() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

/** One open (or resolved) dispute in the console's list. */
export const disputeSummarySchema = z.object({
  paymentId: z.string(),
  quoteId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  clientName: z.string(),
  professionalName: z.string(),
  openedBy: z.enum(disputeParties),
  reason: z.string(),
  openedAt: z.string(),
  heldCents: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(jobPaymentStatuses),
  resolvedAt: z.string().nullable(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

export const disputeListQuerySchema = z.object({
  state: z.enum(['open', 'resolved']).default('open'),
});
export const disputeListSchema = z.object({ items: z.array(disputeSummarySchema) });
export type DisputeList = z.infer<typeof disputeListSchema>;

/** One line of the chat as support reads it in a dispute: nothing masked. */
export const disputeChatMessageSchema = z.object({
  _id: z.string(),
  senderName: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), url: z.string() })),
  createdAt: z.string(),
});

/** `GET /api/admin/disputes/:id`: the payment, the quote, the variations, the chat and files. */
export const disputeDetailSchema = z.object({
  summary: disputeSummarySchema,
  payment: jobPaymentSchema,
  agreement: z.object({
    total: z.number().int(),
    lines: z.array(
      z.object({ description: z.string(), totalCents: z.number().int(), source: z.string() }),
    ),
  }),
  messages: z.array(disputeChatMessageSchema),
  ledger: z.array(
    z.object({
      kind: z.string(),
      memo: z.string(),
      createdAt: z.string(),
      entries: z.array(z.object({ account: z.string(), amountCents: z.number().int() })),
    }),
  ),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

/** `GET /api/admin/money`: money through TradeMate per period, from the ledger. */
export const moneyQuerySchema = z.object({
  period: z.enum(['week', 'month']).default('month'),
});
export const moneyReportSchema = z.object({
  period: z.enum(['week', 'month']),
  rows: z.array(
    z.object({
      start: z.string(),
      chargedCents: z.number().int(),
      releasedCents: z.number().int(),
      feesCents: z.number().int(),
      refundedCents: z.number().int(),
      disputesOpened: z.number().int(),
    }),
  ),
  /** Held right now, across every payment. */
  heldNowCents: z.number().int(),
  openDisputes: z.number().int(),
  /** Payments whose ledger, record and provider disagree; empty when everything adds up. */
  differences: z.array(
    z.object({
      paymentId: z.string(),
      jobTitle: z.string(),
      what: z.string(),
      ledgerCents: z.number().int(),
      recordCents: z.number().int(),
    }),
  ),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
