import { z } from 'zod';
import { licenceStandings } from '../constants/licence-rules';
import {
  depositKinds,
  quoteItemKinds,
  quoteLimits,
  quoteSorts,
  quoteStatuses,
  quoteTotals,
  quoteUnits,
} from '../constants/quotes';
import {
  variationChanges,
  variationLimits,
  variationStatuses,
  variationTotals,
} from '../constants/quote-variations';
import { jobStatuses } from '../constants/jobs';
import { states } from '../constants/states';
import * as messages from '../messages';
import { chatAttachmentSchema } from './chat-attachments';
import { boundedTextSchema, idParamSchema } from './common';
import { isIsoDate } from '../constants/dates';

const m = messages.quotes;
const mv = messages.quoteVariations;

function isoDate(required: string) {
  return z.string({ error: required }).refine(isIsoDate, { error: required });
}

/** One line of a quote as the professional writes it. Prices are before GST, in cents. */
export const quoteItemInputSchema = z.object({
  description: boundedTextSchema({
    min: quoteLimits.itemDescriptionMinLength,
    max: quoteLimits.itemDescriptionMaxLength,
    required: m.itemDescriptionRequired,
    tooShort: m.itemDescriptionTooShort,
    tooLong: m.itemDescriptionTooLong,
  }),
  kind: z.enum(quoteItemKinds, { error: m.itemKindInvalid }),
  /** Hundredths of a unit: 250 is 2.5. */
  quantityHundredths: z
    .number({ error: m.quantityInvalid })
    .int({ error: m.quantityInvalid })
    .min(quoteLimits.quantityMinHundredths, { error: m.quantityInvalid })
    .max(quoteLimits.quantityMaxHundredths, { error: m.quantityInvalid }),
  unit: z.enum(quoteUnits, { error: m.unitInvalid }),
  unitPriceCents: z
    .number({ error: m.unitPriceInvalid })
    .int({ error: m.unitPriceInvalid })
    .min(0, { error: m.unitPriceInvalid })
    .max(quoteLimits.unitPriceMaxCents, { error: m.unitPriceInvalid }),
});
export type QuoteItemInput = z.infer<typeof quoteItemInputSchema>;

export const quoteDepositSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none'), value: z.literal(0).default(0) }),
    z.object({
      kind: z.literal('percent'),
      value: z
        .number({ error: m.depositPercentInvalid })
        .int({ error: m.depositPercentInvalid })
        .min(1, { error: m.depositPercentInvalid })
        .max(100, { error: m.depositPercentInvalid }),
    }),
    z.object({
      kind: z.literal('amount'),
      value: z
        .number({ error: m.depositAmountInvalid })
        .int({ error: m.depositAmountInvalid })
        .min(1, { error: m.depositAmountInvalid })
        .max(quoteLimits.totalMaxCents, { error: m.depositAmountInvalid }),
    }),
  ],
  { error: m.depositKindInvalid },
);
export type QuoteDepositInput = z.input<typeof quoteDepositSchema>;

/**
 * A quote as the professional sends it (`POST /api/job/:id/quotes`) or revises it
 * (`PUT /api/quotes/:id`). Dates are days (YYYY-MM-DD); whether they are in the past is checked by
 * the API against today in Australia, and by the form. GST is not sent: the API adds it when the
 * professional's ABN is registered for GST.
 */
export const quoteRequestSchema = z
  .object({
    items: z
      .array(quoteItemInputSchema, { error: m.itemsRequired })
      .min(1, { error: m.itemsRequired })
      .max(quoteLimits.itemsMax, { error: m.itemsTooMany }),
    validUntil: isoDate(m.validUntilRequired),
    earliestStart: isoDate(m.earliestStartRequired),
    deposit: quoteDepositSchema.default({ kind: 'none', value: 0 }),
    terms: z
      .string({ error: m.termsTooLong })
      .trim()
      .max(quoteLimits.termsMaxLength, { error: m.termsTooLong })
      .default(''),
    /** Chat files the professional sent in this job's conversation. */
    attachmentIds: z
      .array(z.uuid({ error: m.attachmentInvalid }), { error: m.attachmentInvalid })
      .max(quoteLimits.attachmentsMax, { error: m.attachmentsTooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: m.attachmentInvalid })
      .default([]),
  })
  .superRefine((quote, ctx) => {
    // The most GST can add, so the form and the API refuse the same totals.
    const totals = quoteTotals(quote.items, true, quote.deposit);
    const before = quoteTotals(quote.items, false, quote.deposit);
    if (before.totalCents === 0) {
      ctx.addIssue({ code: 'custom', message: m.totalZero, path: ['items'] });
    } else if (totals.totalCents > quoteLimits.totalMaxCents) {
      ctx.addIssue({ code: 'custom', message: m.totalTooHigh, path: ['items'] });
    }
    if (quote.deposit.kind === 'amount' && quote.deposit.value > before.totalCents) {
      ctx.addIssue({ code: 'custom', message: m.depositOverTotal, path: ['deposit', 'value'] });
    }
  });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteInput = z.output<typeof quoteRequestSchema>;

export const declineQuoteRequestSchema = z.object({
  reason: boundedTextSchema({
    min: quoteLimits.declineReasonMinLength,
    max: quoteLimits.declineReasonMaxLength,
    required: m.declineReasonRequired,
    tooShort: m.declineReasonTooShort,
    tooLong: m.declineReasonTooLong,
  }),
});
export type DeclineQuoteRequest = z.infer<typeof declineQuoteRequestSchema>;

export const quoteQuestionRequestSchema = z.object({
  question: boundedTextSchema({
    min: 1,
    max: quoteLimits.questionMaxLength,
    required: m.questionRequired,
    tooShort: m.questionRequired,
    tooLong: m.questionTooLong,
  }),
});
export type QuoteQuestionRequest = z.infer<typeof quoteQuestionRequestSchema>;

export const quoteListQuerySchema = z.object({
  sort: z.enum(quoteSorts).default('price'),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

/** One line of a quote as read, with its amount. */
export const quoteItemSchema = quoteItemInputSchema.extend({
  description: z.string(),
  totalCents: z.number().int(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

/** One version of a quote, kept as it was sent. */
export const quoteVersionSchema = z.object({
  version: z.number().int(),
  items: z.array(quoteItemSchema),
  labourCents: z.number().int(),
  materialsCents: z.number().int(),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  /** Whether the professional's ABN was registered for GST when this version was sent. */
  gstRegistered: z.boolean(),
  /** The professional's ABN when this version was sent (11 digits); null without one. */
  abn: z.string().nullable(),
  deposit: z.object({ kind: z.enum(depositKinds), value: z.number().int() }),
  depositCents: z.number().int(),
  validUntil: z.string(),
  earliestStart: z.string(),
  terms: z.string(),
  attachments: z.array(chatAttachmentSchema),
  /**
   * Whether contact details in the lines or terms are replaced by the marker for now: the
   * client reads them as a chat message before a hire (decision 026).
   */
  detailsHidden: z.boolean(),
  createdAt: z.string(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

/** What the client compares the professional by, beside the price. */
export const quoteProfessionalSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  jobsCompleted: z.number().int(),
  /** How the professional's licences stand for this job (decision 025). */
  licence: z.enum(licenceStandings),
  hasAbn: z.boolean(),
  /** Kilometres from the professional's suburb to the job's; null when either has none. */
  distanceKm: z.number().nullable(),
  /** Minutes from the job's posting to the professional's first message about it. */
  answeredInMinutes: z.number().int().nullable(),
});
export type QuoteProfessional = z.infer<typeof quoteProfessionalSchema>;

/** The job a quote is for, as far as a quote's reader needs it. */
export const quoteJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(jobStatuses),
  state: z.enum(states),
  serviceSlug: z.string(),
  clientFirstName: z.string(),
});

/** A quote as its client or its professional reads it, the current version in full. */
export const quoteSchema = z.object({
  _id: z.string(),
  job: quoteJobSchema,
  professional: quoteProfessionalSchema,
  conversationId: z.string().nullable(),
  status: z.enum(quoteStatuses),
  /** The client's reason, once declined; the professional reads it. */
  declineReason: z.string().nullable(),
  current: quoteVersionSchema,
  /** Whether the signed-in user is the professional who wrote it. */
  isMine: z.boolean(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** One line of a variation as the professional writes it: a quote's line that adds or removes. */
export const variationLineInputSchema = quoteItemInputSchema.extend({
  change: z.enum(variationChanges, { error: mv.changeInvalid }),
});
export type VariationLineInput = z.infer<typeof variationLineInputSchema>;

/**
 * A variation as the professional proposes it (`POST /api/quotes/:id/variations`): its lines and
 * why the work changes. GST is not sent: it follows the accepted version. Whether it would take
 * the agreed total below $0 is for the API, which knows the agreement.
 */
export const variationRequestSchema = z
  .object({
    lines: z
      .array(variationLineInputSchema, { error: mv.linesRequired })
      .min(1, { error: mv.linesRequired })
      .max(variationLimits.linesMax, { error: mv.linesTooMany }),
    reason: boundedTextSchema({
      min: variationLimits.reasonMinLength,
      max: variationLimits.reasonMaxLength,
      required: mv.reasonRequired,
      tooShort: mv.reasonTooShort,
      tooLong: mv.reasonTooLong,
    }),
  })
  .superRefine((variation, ctx) => {
    // The most GST can add, so the form and the API refuse the same change.
    const totals = variationTotals(variation.lines, true);
    if (Math.abs(totals.totalCents) > quoteLimits.totalMaxCents) {
      ctx.addIssue({ code: 'custom', message: mv.overMax, path: ['lines'] });
    }
  });
export type VariationRequest = z.input<typeof variationRequestSchema>;
export type VariationInput = z.output<typeof variationRequestSchema>;

export const declineVariationRequestSchema = z.object({
  reason: boundedTextSchema({
    min: variationLimits.declineReasonMinLength,
    max: variationLimits.declineReasonMaxLength,
    required: mv.declineReasonRequired,
    tooShort: mv.declineReasonTooShort,
    tooLong: mv.declineReasonTooLong,
  }),
});
export type DeclineVariationRequest = z.infer<typeof declineVariationRequestSchema>;

/** `/api/quotes/:id/variations/:number…`: a quote's variation by its number. */
export const variationParamsSchema = idParamSchema.extend({
  number: z.coerce
    .number({ error: mv.numberInvalid })
    .int({ error: mv.numberInvalid })
    .min(1, { error: mv.numberInvalid })
    .max(variationLimits.perQuoteMax, { error: mv.numberInvalid }),
});

/** One line of a variation as read: its amount is negative when it removes work. */
export const variationLineSchema = variationLineInputSchema.extend({
  description: z.string(),
  totalCents: z.number().int(),
});
export type VariationLine = z.infer<typeof variationLineSchema>;

/** A variation of an accepted quote, numbered from 1 on its quote; its figures in signed cents. */
export const quoteVariationSchema = z.object({
  number: z.number().int(),
  status: z.enum(variationStatuses),
  reason: z.string(),
  /** The client's reason, once declined. */
  declineReason: z.string().nullable(),
  lines: z.array(variationLineSchema),
  labourCents: z.number().int(),
  materialsCents: z.number().int(),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  /** Whether GST applies: as the accepted version says. */
  gstRegistered: z.boolean(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type QuoteVariation = z.infer<typeof quoteVariationSchema>;

/**
 * `GET /api/quotes/:id`: the quote with every version, newest first, and once accepted its
 * variations, newest first, and the agreed total (the accepted version's and every approved
 * variation's; null until accepted).
 */
export const quoteDetailSchema = quoteSchema.extend({
  versions: z.array(quoteVersionSchema),
  variations: z.array(quoteVariationSchema),
  agreedTotalCents: z.number().int().nullable(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** `GET /api/job/:id/quotes`: every quote on a job for its client; a professional's own. */
export const quoteListSchema = z.object({ items: z.array(quoteSchema) });
export type QuoteList = z.infer<typeof quoteListSchema>;
