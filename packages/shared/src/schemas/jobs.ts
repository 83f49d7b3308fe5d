import { z } from 'zod';
import {
  jobClosedReasons,
  jobLimits,
  jobOutcomeAnswers,
  jobStatuses,
  jobTimings,
} from '../constants/jobs';
import { limits } from '../constants/limits';
import { states } from '../constants/states';
import { hiringStatuses } from '../constants/accounts';
import * as messages from '../messages';
import { boundedTextSchema, cursorPageSchema, cursorQueryFields } from './common';
import { isIsoDate, todayInAustralia } from '../constants/dates';
import { licenceSummarySchema } from './credentials';
import { jobAnswerSchema, jobAnswersInputSchema } from './job-questions';
import { addressSchema } from './users';

const m = messages.jobs;

/** A path the upload endpoint handed out (`/uploads/<folder>/<name>.<ext>`); nothing else. */
const UPLOADED_PATH = /^\/uploads\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/i;

function budgetSchema(requiredMessage: string) {
  return z
    .number({ error: requiredMessage })
    .int({ error: m.budgetWhole })
    .min(0, { error: m.budgetNegative })
    .max(jobLimits.budgetMax, { error: m.budgetTooHigh });
}

/** The raw input of a refinement, as far as it is an object. */
function fieldsOf(payload: { value: unknown }): Record<string, unknown> {
  return typeof payload.value === 'object' && payload.value !== null
    ? (payload.value as Record<string, unknown>)
    : {};
}

/**
 * A job as the client writes it (`POST /api/job`, `PATCH /api/job/:id`, the post job form).
 * Cross-field rules run whenever their own fields are present, so the form shows them beside
 * errors elsewhere. A timing date is kept only for `date`.
 */
export const postJobRequestSchema = z
  .object({
    service: z.uuid({ error: m.serviceRequired }),
    title: boundedTextSchema({
      min: jobLimits.titleMinLength,
      max: jobLimits.titleMaxLength,
      required: m.titleRequired,
      tooShort: m.titleTooShort,
      tooLong: m.titleTooLong,
    }),
    description: boundedTextSchema({
      min: jobLimits.descriptionMinLength,
      max: jobLimits.descriptionMaxLength,
      required: m.descriptionRequired,
      tooShort: m.descriptionTooShort,
      tooLong: m.descriptionTooLong,
    }),
    address: addressSchema,
    budgetMin: budgetSchema(m.budgetMinRequired),
    budgetMax: budgetSchema(m.budgetMaxRequired),
    timing: z.enum(jobTimings, { error: m.timingRequired }),
    timingDate: z.string({ error: m.timingDateRequired }).nullish(),
    photos: z
      .array(z.string({ error: m.photoInvalid }).regex(UPLOADED_PATH, { error: m.photoInvalid }), {
        error: m.photoInvalid,
      })
      .max(limits.jobPhotoMaxCount, { error: m.photosTooMany })
      .refine((photos) => new Set(photos).size === photos.length, { error: m.photoDuplicate })
      .default([]),
    consent: z.literal(true, { error: m.consentRequired }),
    /**
     * Answers to the service's questions by key (decision 071), checked against its current set
     * by the API. A client that sends none posts the job without them.
     */
    answers: jobAnswersInputSchema.optional(),
  })
  .refine((job) => job.budgetMax >= job.budgetMin, {
    error: m.budgetRange,
    path: ['budgetMax'],
    when: (payload) => {
      const { budgetMin, budgetMax } = fieldsOf(payload);
      return Number.isInteger(budgetMin) && Number.isInteger(budgetMax);
    },
  })
  .refine((job) => job.timing !== 'date' || Boolean(job.timingDate), {
    error: m.timingDateRequired,
    path: ['timingDate'],
    when: (payload) => fieldsOf(payload).timing === 'date',
  })
  .refine((job) => job.timing !== 'date' || !job.timingDate || isIsoDate(job.timingDate), {
    error: m.timingDateRequired,
    path: ['timingDate'],
    when: (payload) => fieldsOf(payload).timing === 'date',
  })
  .refine(
    (job) =>
      job.timing !== 'date' ||
      !job.timingDate ||
      !isIsoDate(job.timingDate) ||
      job.timingDate >= todayInAustralia(),
    {
      error: m.timingDatePast,
      path: ['timingDate'],
      when: (payload) => fieldsOf(payload).timing === 'date',
    },
  )
  .transform((job) => ({
    ...job,
    timingDate: job.timing === 'date' ? (job.timingDate ?? null) : null,
  }));
/** What the client sends and the form holds. */
export type PostJobRequest = z.input<typeof postJobRequestSchema>;
/** What the server works with once the request is valid. */
export type PostJobInput = z.output<typeof postJobRequestSchema>;

export const hireRequestSchema = z.object({
  tradieId: z.uuid({ error: m.hireNotContacted }),
});
export type HireRequest = z.input<typeof hireRequestSchema>;

/** `POST /api/job/:id/invitations`: invite a professional to quote on an open job. */
export const inviteRequestSchema = z.object({
  professionalId: z.uuid({ error: m.invitations.professionalRequired }),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** A professional's profile: the client chooses which of their open jobs to invite them to. */
export const inviteToQuoteFormSchema = z.object({
  jobId: z
    .string({ error: m.invitations.jobRequired })
    .min(1, { error: m.invitations.jobRequired }),
});
export type InviteToQuoteForm = z.input<typeof inviteToQuoteFormSchema>;

export const invitationSchema = z.object({
  jobId: z.string(),
  professionalId: z.string(),
  invitedAt: z.string(),
  /** False when this professional had already been invited to quote on this job. */
  isNew: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: m.ratingRequired })
    .int({ error: m.ratingRequired })
    .min(1, { error: m.ratingRequired })
    .max(5, { error: m.ratingRequired }),
  body: boundedTextSchema({
    min: jobLimits.reviewBodyMinLength,
    max: jobLimits.reviewBodyMaxLength,
    required: m.reviewBodyRequired,
    tooShort: m.reviewBodyTooShort,
    tooLong: m.reviewBodyTooLong,
  }),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

const serviceRefSchema = z.object({ _id: z.string(), name: z.string() });

/** A job as its client sees it. Dates are ISO strings; `timingDate` is YYYY-MM-DD. */
export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  service: serviceRefSchema,
  address: z.object({
    state: z.enum(states),
    city: z.string(),
    postcode: z.string().nullable(),
    suburb: z.string().nullable(),
  }),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  timing: z.enum(jobTimings),
  timingDate: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(jobStatuses),
  contactCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hiredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** How a cancelled job was closed when the client did not press "Cancel job" (decision 029). */
  closedReason: z.enum(jobClosedReasons).nullable(),
  /** When TradeMate asked the client what happened to the job; null until it asks. */
  outcomeAskedAt: z.string().nullable(),
  /** When TradeMate's staff hid the job from everyone but its client (decision 034). */
  hiddenAt: z.string().nullable(),
  /**
   * The client's answers to the questions the job was asked (decision 071), in their order; the
   * edit form starts from their keys and values.
   */
  answers: z.array(jobAnswerSchema).optional(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * `POST /api/job/:id/outcome`: the client's answer to "What happened?" that closes the open job.
 * ("Hired on TradeMate" is the hire itself.)
 */
export const jobOutcomeRequestSchema = z.object({
  outcome: z.enum(jobOutcomeAnswers, { error: m.outcome.answerInvalid }),
});
export type JobOutcomeRequest = z.input<typeof jobOutcomeRequestSchema>;

/** A professional as a client sees them on a job: average rating to one decimal, or null. */
const professionalSummaryFields = {
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  hiringStatus: z.enum(hiringStatuses).nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The licences they recorded (decision 025): trade, state, expiry. */
  licences: z.array(licenceSummarySchema),
};

/** A professional who contacted the client about the job, and the chat it opened. */
export const jobContactSchema = z.object({
  ...professionalSummaryFields,
  conversationId: z.string(),
  contactedAt: z.string(),
});
export type JobContact = z.infer<typeof jobContactSchema>;

export const jobContactPageSchema = cursorPageSchema(jobContactSchema);
export type JobContactPage = z.infer<typeof jobContactPageSchema>;

/** The professional hired for the job, and the chat with them (null if it is gone). */
export const hiredTradieSchema = z.object({
  ...professionalSummaryFields,
  conversationId: z.string().nullable(),
});
export type HiredTradie = z.infer<typeof hiredTradieSchema>;

/** The client's review of the hired professional, and the professional's reply. */
export const jobReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  body: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobReview = z.infer<typeof jobReviewSchema>;

/**
 * `GET /api/job/:id`: the job, the first page of professionals who contacted (newest first; more
 * from `GET /api/job/:id/contacts?cursor=`), who was hired and the review.
 */
export const jobDetailSchema = jobSchema.extend({
  /** The service's stable key: the licence notice reads the rules by it (decision 025). */
  serviceSlug: z.string(),
  contacts: jobContactPageSchema,
  hiredTradie: hiredTradieSchema.nullable(),
  review: jobReviewSchema.nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** One row of "My jobs". */
export const myJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  service: serviceRefSchema,
  status: z.enum(jobStatuses),
  city: z.string(),
  state: z.enum(states),
  createdAt: z.string(),
  contactCount: z.number().int(),
  /** The first photo, for a thumbnail. */
  photo: z.string().nullable(),
  closedReason: z.enum(jobClosedReasons).nullable(),
  /** Whether the client was asked what happened and the job is still open (decision 029). */
  isOutcomeAsked: z.boolean(),
  /** Whether TradeMate's staff hid it from everyone but its client (decision 034). */
  isHidden: z.boolean(),
});
export type MyJob = z.infer<typeof myJobSchema>;

export const myJobPageSchema = cursorPageSchema(myJobSchema);
export type MyJobPage = z.infer<typeof myJobPageSchema>;

export const jobPhotoUploadSchema = z.object({ jobPhoto: z.string() });
export type JobPhotoUpload = z.infer<typeof jobPhotoUploadSchema>;

/** `GET /api/job/mine` and `GET /api/job/:id/contacts`: a page of a growing list. */
export const jobListQuerySchema = z.object({ ...cursorQueryFields });
export type JobListQueryInput = z.input<typeof jobListQuerySchema>;
