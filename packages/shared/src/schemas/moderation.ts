import { z } from 'zod';
import { jobClosedReasons, jobStatuses } from '../constants/jobs';
import {
  moderationActions,
  reportReasons,
  reportStatuses,
  reportSubjects,
} from '../constants/safety';
import { userTypes } from '../constants/users';
import * as messages from '../messages';

/**
 * The console's Moderation section (decision 034): the queue of reported things and one reported
 * thing with its content in context.
 */

/** `GET /api/admin/reports`: open reports by default, oldest first, in numbered pages. */
export const reportQueueQuerySchema = z.object({
  status: z.enum(reportStatuses).default('open'),
  subjectType: z.enum(reportSubjects).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReportQueueQuery = z.input<typeof reportQueueQuerySchema>;

/** A person as the console names them, with a way to their People page. */
export const moderatedPersonSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(userTypes),
  isSuspended: z.boolean(),
});
export type ModeratedPerson = z.infer<typeof moderatedPersonSchema>;

/** One reported thing in the queue: every report about it in the chosen status, counted. */
export const reportQueueItemSchema = z.object({
  /** The oldest of these reports: the report page's address. */
  reportId: z.string(),
  subjectType: z.enum(reportSubjects),
  subjectId: z.string(),
  owner: moderatedPersonSchema.nullable(),
  reportCount: z.number().int(),
  reasons: z.array(z.enum(reportReasons)),
  /** The reported text as it read when first reported. */
  excerpt: z.string(),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;

export const reportQueuePageSchema = z.object({
  items: z.array(reportQueueItemSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type ReportQueuePage = z.infer<typeof reportQueuePageSchema>;

/** One report about the thing, with who filed it. */
export const subjectReportSchema = z.object({
  _id: z.string(),
  reporter: moderatedPersonSchema.nullable(),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  excerpt: z.string(),
  status: z.enum(reportStatuses),
  outcome: z.enum(moderationActions).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SubjectReport = z.infer<typeof subjectReportSchema>;

const contextMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  /** Whether this is the reported message. */
  isReported: z.boolean(),
});
export type ContextMessage = z.infer<typeof contextMessageSchema>;

/** The thing as it is now, with what surrounds it. */
export const reportedContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    person: moderatedPersonSchema.extend({
      bio: z.string(),
      state: z.string(),
      city: z.string(),
      createdAt: z.string(),
    }),
  }),
  z.object({
    kind: z.literal('job'),
    job: z.object({
      _id: z.string(),
      title: z.string(),
      description: z.string(),
      serviceName: z.string(),
      state: z.string(),
      city: z.string(),
      status: z.enum(jobStatuses),
      closedReason: z.enum(jobClosedReasons).nullable(),
      hiddenAt: z.string().nullable(),
      createdAt: z.string(),
    }),
    client: moderatedPersonSchema,
  }),
  z.object({
    kind: z.literal('message'),
    conversationId: z.string(),
    jobTitle: z.string().nullable(),
    /** Who started the conversation, then who they wrote to. */
    people: z.array(moderatedPersonSchema),
    /** A few messages before and after the reported one, oldest first. */
    messages: z.array(contextMessageSchema),
  }),
  z.object({
    kind: z.literal('review'),
    review: z.object({
      _id: z.string(),
      jobId: z.string(),
      jobTitle: z.string(),
      rating: z.number(),
      body: z.string(),
      reply: z.string().nullable(),
      hiddenAt: z.string().nullable(),
      createdAt: z.string(),
    }),
    client: moderatedPersonSchema,
    professional: moderatedPersonSchema,
  }),
  /** The thing no longer exists: only the reports' excerpts remain. */
  z.object({ kind: z.literal('gone') }),
]);
export type ReportedContent = z.infer<typeof reportedContentSchema>;

/** `GET /api/admin/reports/:id`: the reported thing, its owner and every report about it. */
export const reportedSubjectSchema = z.object({
  reportId: z.string(),
  subjectType: z.enum(reportSubjects),
  subjectId: z.string(),
  /** Whether any report about it is still open (the actions need one). */
  isOpen: z.boolean(),
  owner: moderatedPersonSchema.nullable(),
  content: reportedContentSchema,
  /** Every report about the same thing, oldest first. */
  reports: z.array(subjectReportSchema),
  /** The latest reports about the owner's other things (or about the person, for their things). */
  ownerReports: z.array(
    z.object({
      _id: z.string(),
      subjectType: z.enum(reportSubjects),
      reason: z.enum(reportReasons),
      status: z.enum(reportStatuses),
      excerpt: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedSubject = z.infer<typeof reportedSubjectSchema>;

/** `POST /api/admin/reports/:id/:action`. */
export const moderationActionParamsSchema = z.object({
  id: z.uuid({ error: messages.request.idInvalid }),
  action: z.enum(moderationActions),
});

export const moderationResultSchema = z.object({
  /** How many open reports the action closed. */
  closed: z.number().int(),
  /** How many reporters were told the outcome. */
  reportersTold: z.number().int(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;
