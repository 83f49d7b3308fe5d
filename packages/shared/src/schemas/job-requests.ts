import { z } from 'zod';
import { jobClosedReasons, jobStatuses, jobTimings } from '../constants/jobs';
import { limits } from '../constants/limits';
import { isCityInState, states } from '../constants/states';
import * as messages from '../messages';
import { cursorPageSchema, cursorQueryFields, placeFilterFields } from './common';
import { licenceCheckSchema } from './credentials';
import { listSortField, refineNearestNeedsWithinKm, withinKmField } from './distance';
import { feedAnswerFiltersField, jobAnswerSchema } from './job-questions';

const m = messages.jobRequests;

const serviceRefSchema = z.object({ _id: z.string(), name: z.string() });

/**
 * `GET /api/jobRequest`: open jobs in the services the professional offers, newest first (or
 * nearest first within `withinKm`). A
 * `serviceId` the professional does not offer gives an empty page, never another service's jobs.
 */
export const jobRequestsQuerySchema = z
  .object({
    serviceId: z.uuid({ error: m.serviceInvalid }).optional(),
    state: placeFilterFields.state,
    // An empty city (a cleared filter) means any city.
    city: placeFilterFields.city.transform((city) => (city ? city : undefined)),
    withinKm: withinKmField,
    sort: listSortField,
    /** Answers to the chosen service's choice questions (decision 071): `key:option,…`. */
    answers: feedAnswerFiltersField,
    ...cursorQueryFields,
  })
  .refine((query) => !query.answers || Boolean(query.serviceId), {
    error: messages.jobQuestions.filtersNeedService,
    path: ['answers'],
  })
  .refine((query) => !query.city || !query.state || isCityInState(query.state, query.city), {
    error: messages.request.cityNotInState,
    path: ['city'],
  })
  .superRefine(refineNearestNeedsWithinKm);
export type JobRequestsQueryInput = z.input<typeof jobRequestsQuerySchema>;
export type JobRequestsQuery = z.output<typeof jobRequestsQuerySchema>;

/**
 * What professionals see of a client's record (decision 029): the share of professionals they
 * replied to and how many of their finished jobs they hired for, each null until there is enough
 * history behind it.
 */
export const clientRecordSchema = z.object({
  responseRate: z.number().int().min(0).max(100).nullable(),
  hiredJobs: z.number().int().nullable(),
  finishedJobs: z.number().int().nullable(),
});

/**
 * One card of the feed. Everyone sees the title, service, place and date; the budget, timing and
 * how many professionals already made contact come only with the Professional plan.
 */
export const jobRequestItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  service: serviceRefSchema,
  city: z.string(),
  state: z.enum(states),
  createdAt: z.string(),
  budgetMin: z.number().int().optional(),
  budgetMax: z.number().int().optional(),
  timing: z.enum(jobTimings).optional(),
  timingDate: z.string().nullable().optional(),
  contactCount: z.number().int().optional(),
  /** Whole km from the viewer's suburb to the job's, when both are known. */
  distanceKm: z.number().int().optional(),
  /** The client's record (decision 029); an addition the spec's cards do without. */
  clientRecord: clientRecordSchema.optional(),
  /** The highlighted answers to the service's questions (decision 071). */
  answers: z.array(jobAnswerSchema).optional(),
});
export type JobRequestItem = z.infer<typeof jobRequestItemSchema>;

/** A page of the feed, and whether the viewer's plan lets them open a request's detail. */
export const jobRequestPageSchema = cursorPageSchema(jobRequestItemSchema).extend({
  canPreview: z.boolean(),
});
export type JobRequestPage = z.infer<typeof jobRequestPageSchema>;

/**
 * A job in full, as both a job request's detail and a job history entry show it: the API maps it
 * in one place (the jobs module's read shape), and the client's own job carries the same facts.
 */
export const jobFactsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  service: serviceRefSchema,
  photos: z.array(z.string()),
  city: z.string(),
  state: z.enum(states),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  timing: z.enum(jobTimings),
  timingDate: z.string().nullable(),
  status: z.enum(jobStatuses),
  createdAt: z.string(),
  /** Every answer to the questions the job was asked (decision 071), in their order. */
  answers: z.array(jobAnswerSchema).optional(),
});
export type JobFacts = z.infer<typeof jobFactsSchema>;

/** `GET /api/jobRequest/:id`: everything a professional needs to decide whether to get in touch. */
export const jobRequestDetailSchema = jobFactsSchema.extend({
  /** How many professionals already contacted the client. */
  contactCount: z.number().int(),
  /** The client's first name only: the rest comes once they hire. */
  client: z.object({ firstName: z.string() }),
  hasContacted: z.boolean(),
  /** The chat with the client, once this professional has contacted them. */
  conversationId: z.string().nullable(),
  /** Whether the client hired this professional for the job. */
  isHired: z.boolean(),
  /** Whether the client invited this professional to quote: they may write without a plan. */
  isInvited: z.boolean(),
  /** The service's stable key: the licence notice reads the rules by it (decision 025). */
  serviceSlug: z.string(),
  /** Whether the law needs a licence for this job, and whether theirs covers it. */
  licenceCheck: licenceCheckSchema,
  /** The client's record (decision 029). */
  clientRecord: clientRecordSchema.optional(),
});
export type JobRequestDetail = z.infer<typeof jobRequestDetailSchema>;

/** `GET /api/jobRequest/invitations`: open jobs whose clients invited this professional. */
export const invitedJobSchema = jobRequestItemSchema.required().extend({
  distanceKm: jobRequestItemSchema.shape.distanceKm,
  clientRecord: jobRequestItemSchema.shape.clientRecord,
  answers: jobRequestItemSchema.shape.answers,
  invitedAt: z.string(),
  hasContacted: z.boolean(),
});
export type InvitedJob = z.infer<typeof invitedJobSchema>;
export const invitedJobListSchema = z.object({ items: z.array(invitedJobSchema) });
export type InvitedJobList = z.infer<typeof invitedJobListSchema>;

/** `POST /api/jobRequest/:id/contact`: the first message to the client. */
export const contactClientRequestSchema = z.object({
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired })
    .max(limits.messageMaxLength, { error: m.messageTooLong }),
});
export type ContactClientRequest = z.input<typeof contactClientRequestSchema>;

export const contactClientResultSchema = z.object({ conversationId: z.string() });
export type ContactClientResult = z.infer<typeof contactClientResultSchema>;

/** `GET /api/jobHistory`: the jobs a tradie contacted a client about or was hired for. */
export const jobHistoryQuerySchema = z.object({ ...cursorQueryFields });
export type JobHistoryQueryInput = z.input<typeof jobHistoryQuerySchema>;
export type JobHistoryQuery = z.output<typeof jobHistoryQuerySchema>;

/**
 * The deal on a job a tradie was hired for through their accepted quote (decisions 062, 064): the
 * agreed price and what the client paid through TradeMate; null without an accepted quote. The
 * quote's page has the payments and invoices.
 */
export const jobHistoryDealSchema = z.object({
  quoteId: z.string(),
  agreedTotalCents: z.number().int(),
  /** Paid through TradeMate so far. */
  paidCents: z.number().int(),
  heldCents: z.number().int(),
  /** Released to the tradie, TradeMate's fee taken off. */
  payoutCents: z.number().int(),
  feeCents: z.number().int(),
  invoiceCount: z.number().int(),
});
export type JobHistoryDeal = z.infer<typeof jobHistoryDealSchema>;

export const jobHistoryItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  service: serviceRefSchema,
  city: z.string(),
  state: z.enum(states),
  status: z.enum(jobStatuses),
  /** When this tradie first contacted the client; null when the client hired them directly. */
  contactedAt: z.string().nullable(),
  isHired: z.boolean(),
  /** How a cancelled job was closed, when it was not the client's "Cancel job" (decision 029). */
  closedReason: z.enum(jobClosedReasons).nullable().optional(),
  deal: jobHistoryDealSchema.nullable().optional(),
});
export type JobHistoryItem = z.infer<typeof jobHistoryItemSchema>;

export const jobHistoryPageSchema = cursorPageSchema(jobHistoryItemSchema);
export type JobHistoryPage = z.infer<typeof jobHistoryPageSchema>;

/**
 * `GET /api/jobHistory/:id`. The client's full name, phone and email come only while this tradie
 * is the one hired (in progress or completed); before that the name is shortened and both are null.
 */
export const jobHistoryEntrySchema = jobFactsSchema.extend({
  closedReason: z.enum(jobClosedReasons).nullable().optional(),
  contactedAt: z.string().nullable(),
  hiredAt: z.string().nullable(),
  isHired: z.boolean(),
  conversationId: z.string().nullable(),
  deal: jobHistoryDealSchema.nullable().optional(),
  client: z.object({
    name: z.string(),
    contactNumber: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntrySchema>;
