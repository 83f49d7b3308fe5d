import { z } from 'zod';
import { jobStatuses } from '../constants/jobs';
import { accountStatuses, peopleSearch, planFilters } from '../constants/people';
import { reportReasons, reportStatuses, reportSubjects } from '../constants/safety';
import { states } from '../constants/states';
import { userTypes } from '../constants/users';
import * as messages from '../messages';
import { staffReasonSchema } from './staff';

/** `GET /api/admin/users`: a search and filters, page by page. */
export const peopleQuerySchema = z.object({
  q: z.string().trim().max(peopleSearch.maxQueryLength).optional(),
  userType: z.enum(userTypes).optional(),
  state: z.enum(states).optional(),
  plan: z.enum(planFilters).optional(),
  status: z.enum(accountStatuses).optional(),
  page: z.coerce.number().int().min(1).max(peopleSearch.maxPage).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(peopleSearch.maxPageSize)
    .default(peopleSearch.pageSize),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personSummarySchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(userTypes),
  contactNumber: z.string(),
  state: z.enum(states),
  city: z.string(),
  status: z.enum(accountStatuses),
  plan: z.enum(planFilters),
  createdAt: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peoplePageSchema = z.object({
  items: z.array(personSummarySchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

const reviewOfPersonSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  rating: z.number(),
  body: z.string(),
  reply: z.string().nullable(),
  /** The other side: the professional reviewed, or the client who wrote it. */
  otherName: z.string(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewOfPerson = z.infer<typeof reviewOfPersonSchema>;

const reportOfPersonSchema = z.object({
  _id: z.string(),
  subjectType: z.enum(reportSubjects),
  subjectId: z.string(),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  excerpt: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
});

/** `GET /api/admin/users/:id`: everything the console shows of one person. */
export const personDetailSchema = z.object({
  profile: personSummarySchema.extend({
    bio: z.string(),
    suburb: z.string().nullable(),
    postcode: z.string().nullable(),
    emailVerifiedAt: z.string().nullable(),
    suspendedAt: z.string().nullable(),
    suspensionReason: z.string().nullable(),
    reviewCount: z.number(),
    rating: z.number().nullable(),
  }),
  subscription: z
    .object({
      planName: z.string(),
      status: z.string(),
      isTrial: z.boolean(),
      currentPeriodEnd: z.string(),
      cancelledAt: z.string().nullable(),
    })
    .nullable(),
  jobs: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      status: z.enum(jobStatuses),
      /** Posted by them, or they were hired for it. */
      role: z.enum(['posted', 'hired']),
      contactCount: z.number(),
      createdAt: z.string(),
    }),
  ),
  contacts: z.array(
    z.object({
      jobId: z.string(),
      jobTitle: z.string(),
      contactedAt: z.string(),
    }),
  ),
  reviewsReceived: z.array(reviewOfPersonSchema),
  reviewsGiven: z.array(reviewOfPersonSchema),
  invoices: z.array(
    z.object({
      _id: z.string(),
      number: z.number(),
      description: z.string(),
      amountCents: z.number(),
      issuedAt: z.string(),
    }),
  ),
  tickets: z.array(
    z.object({
      _id: z.string(),
      reason: z.string(),
      problemMessage: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  reportsBy: z.array(reportOfPersonSchema),
  reportsAbout: z.array(reportOfPersonSchema),
  sessions: z.array(
    z.object({
      _id: z.string(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** `POST /api/admin/users/:id/trial/extend`: how many more days, and why. */
export const extendTrialRequestSchema = staffReasonSchema.extend({
  days: z.coerce
    .number({ error: messages.people.trialDays })
    .int({ error: messages.people.trialDays })
    .min(1, { error: messages.people.trialDays })
    .max(90, { error: messages.people.trialDays }),
});
export type ExtendTrialRequest = z.input<typeof extendTrialRequestSchema>;

export const trialEndSchema = z.object({ currentPeriodEnd: z.string() });

export const sessionsEndedSchema = z.object({ ended: z.number() });
