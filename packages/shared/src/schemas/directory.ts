import { z } from 'zod';
import { citiesByState, isCityInState, states } from '../constants/states';
import { hiringStatuses } from '../constants/accounts';
import { jobStatuses } from '../constants/jobs';
import { professionalTypes } from '../constants/user-roles';
import * as messages from '../messages';
import { cursorPageSchema, cursorQueryFields } from './common';
import { businessSchema, licenceSchema, licenceSummarySchema } from './credentials';
import { listSortField, refineNearestNeedsWithinKm, withinKmField } from './distance';
import { verifiedHoursSchema } from './logbook';

const m = messages.directory;

/** A query value that may be missing or blank: both mean "no filter". */
const blankAsAbsent = z
  .string({ error: messages.request.filterRepeated })
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * The directories' filters (`/api/professional`, `/api/apprentice`): a service, a state, a city of
 * that state (or of any state when none is chosen), a distance from the viewer's suburb, the order
 * (`newest` members first, or `nearest` within the distance) and the page cursor. An empty value means no
 * filter, so a form may send its blank choices as they are.
 */
export const directoryQuerySchema = z
  .object({
    serviceId: blankAsAbsent.pipe(z.uuid({ error: m.serviceInvalid }).optional()),
    state: blankAsAbsent.pipe(z.enum(states, { error: m.stateInvalid }).optional()),
    city: blankAsAbsent,
    withinKm: withinKmField,
    sort: listSortField,
    ...cursorQueryFields,
  })
  .superRefine((query, ctx) => {
    if (!query.city) return;
    const isKnown = query.state
      ? isCityInState(query.state, query.city)
      : states.some((state) => citiesByState[state].includes(query.city!));
    if (!isKnown) ctx.addIssue({ code: 'custom', message: m.cityInvalid, path: ['city'] });
  })
  .superRefine(refineNearestNeedsWithinKm);
export type DirectoryQueryInput = z.input<typeof directoryQuerySchema>;
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** The filters alone, as the directory pages keep them in the address. */
export type DirectoryFilters = Partial<
  Pick<DirectoryQuery, 'serviceId' | 'state' | 'city' | 'withinKm' | 'sort'>
>;

export const serviceRefSchema = z.object({ _id: z.string(), name: z.string() });
export type ServiceRef = z.infer<typeof serviceRefSchema>;

/** A professional (tradie or free tradie) as the directory lists them. */
export const professionalSummarySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  userType: z.enum(professionalTypes),
  city: z.string(),
  state: z.enum(states),
  hiringStatus: z.enum(hiringStatuses).nullable(),
  /** ISO time the account was created. */
  memberSince: z.string(),
  /** The average of their reviews to one decimal; null before the first review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  services: z.array(serviceRefSchema),
  /** The licences they recorded (decision 025): trade, state, expiry. */
  licences: z.array(licenceSummarySchema),
  /** Whole km from the viewer's suburb to theirs, when both are known. */
  distanceKm: z.number().int().optional(),
});
export type ProfessionalSummary = z.infer<typeof professionalSummarySchema>;

export const professionalPageSchema = cursorPageSchema(professionalSummarySchema);
export type ProfessionalPage = z.infer<typeof professionalPageSchema>;

/** One of the viewing client's jobs this professional contacted them about or was hired for. */
export const dealingWithClientSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  status: z.enum(jobStatuses),
  /** The chat the professional's contact opened; null when they never wrote about this job. */
  conversationId: z.string().nullable(),
  isHired: z.boolean(),
});
export type DealingWithClient = z.infer<typeof dealingWithClientSchema>;

/**
 * `/api/professional/:id`: the summary plus the bio and how many jobs they completed on TradeMate;
 * reviews are a list of their own. A client sees the profile of a professional they dealt with
 * (`withYou`: the jobs of theirs the professional contacted them about or was hired for) or who
 * matches one of their open jobs (decision 021).
 */
export const professionalProfileSchema = professionalSummarySchema.extend({
  bio: z.string(),
  /** Their ABN and business name, and how far the ABN was checked (decision 025). */
  business: businessSchema.nullable(),
  /** Their licences in full: number, class and expiry. */
  licences: z.array(licenceSchema),
  jobsCompleted: z.number().int(),
  withYou: z.array(dealingWithClientSchema).optional(),
  /** For a client: their open jobs, to invite the professional to quote on (decision 021). */
  openJobs: z
    .array(z.object({ jobId: z.string(), title: z.string(), isInvited: z.boolean() }))
    .optional(),
});
export type OpenJobToInvite = NonNullable<ProfessionalProfile['openJobs']>[number];
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

/**
 * `GET /api/job/:id/suggestions`: a professional who could take the client's open job (verified,
 * offers its service, in its state, taking work, has not written about it yet), and whether the
 * client already invited them to quote on it (decision 021).
 */
export const jobSuggestionSchema = professionalSummarySchema.extend({ isInvited: z.boolean() });
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;
export const jobSuggestionListSchema = z.object({ items: z.array(jobSuggestionSchema) });
export type JobSuggestionList = z.infer<typeof jobSuggestionListSchema>;

/** An apprentice, in the list and on their profile alike. */
export const apprenticeSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  city: z.string(),
  state: z.enum(states),
  services: z.array(serviceRefSchema),
  bio: z.string(),
  memberSince: z.string(),
  /** The licences they recorded (decision 025): trade, state, expiry. */
  licences: z.array(licenceSummarySchema),
  /** Whole km from the viewer's suburb to theirs, when both are known (in the directory). */
  distanceKm: z.number().int().optional(),
});
export type Apprentice = z.infer<typeof apprenticeSchema>;

/** `/api/apprentice/:id`: the card's facts, with the ABN and the licences in full. */
export const apprenticeProfileSchema = apprenticeSchema.extend({
  business: businessSchema.nullable(),
  licences: z.array(licenceSchema),
  /**
   * Their logbook's verified hours per trade (decision 072), only when they chose to show them;
   * absent otherwise.
   */
  verifiedHours: verifiedHoursSchema.optional(),
});
export type ApprenticeProfile = z.infer<typeof apprenticeProfileSchema>;

export const apprenticePageSchema = cursorPageSchema(apprenticeSchema);
export type ApprenticePage = z.infer<typeof apprenticePageSchema>;

/** A review average to one decimal, or null when there is nothing to average. */
export function averageRating(ratingTotal: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((ratingTotal / reviewCount) * 10) / 10;
}
