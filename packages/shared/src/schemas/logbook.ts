import { z } from 'zod';
import {
  daysInPeriod,
  logbookEntryStatuses,
  logbookLevels,
  logbookLimits as limits,
  supervisionStatuses,
} from '../constants/logbook';
import * as messages from '../messages';
import { cursorPageSchema, cursorQueryFields } from './common';
import { isIsoDate } from '../constants/dates';

const m = messages.logbook;

/** A path the upload endpoint handed out (`/uploads/<folder>/<name>.<ext>`); nothing else. */
const UPLOADED_PATH = /^\/uploads\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/i;

const isoDateSchema = (error: string) => z.string({ error }).refine(isIsoDate, { error });

const personRefSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type LogbookPersonRef = z.infer<typeof personRefSchema>;

// ——— Supervisions ———

/** `POST /api/logbook/supervisions`: an apprentice asks a professional to supervise them. */
export const requestSupervisionSchema = z.object({
  supervisorId: z.uuid({ error: m.supervisorRequired }),
});
export type RequestSupervision = z.input<typeof requestSupervisionSchema>;

/** A link as either side sees it (`GET /api/logbook/supervisions`). */
export const supervisionSchema = z.object({
  _id: z.string(),
  status: z.enum(supervisionStatuses),
  apprentice: personRefSchema,
  supervisor: personRefSchema.extend({ businessName: z.string().nullable() }),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Entries of this link still waiting for the supervisor. */
  pendingCount: z.number().int(),
});
export type Supervision = z.infer<typeof supervisionSchema>;
export const supervisionListSchema = z.object({ items: z.array(supervisionSchema) });
export type SupervisionList = z.infer<typeof supervisionListSchema>;

/**
 * `GET /api/logbook/supervisions/:id/jobs`: the TradeMate jobs the supervisor was hired for, that
 * an entry under the link may name; the latest hired first. The job's place is its suburb or city
 * and state, never the client or the address.
 */
export const supervisionJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  place: z.string(),
  status: z.string(),
  hiredAt: z.string().nullable(),
});
export type SupervisionJob = z.infer<typeof supervisionJobSchema>;
export const supervisionJobListSchema = z.object({ items: z.array(supervisionJobSchema) });
export type SupervisionJobList = z.infer<typeof supervisionJobListSchema>;

/** `POST /api/upload/logbookPhoto`: where the photo is, for an entry's `photos`. */
export const logbookPhotoUploadSchema = z.object({ logbookPhoto: z.string() });
export type LogbookPhotoUpload = z.infer<typeof logbookPhotoUploadSchema>;

// ——— Units of competency ———

/** A skill or unit of competency of a trade, from the catalogue staff keep in the console. */
export const logbookUnitSchema = z.object({
  _id: z.string(),
  service: z.object({ _id: z.string(), name: z.string() }),
  code: z.string(),
  title: z.string(),
  hidden: z.boolean(),
});
export type LogbookUnit = z.infer<typeof logbookUnitSchema>;
export const logbookUnitListSchema = z.object({ items: z.array(logbookUnitSchema) });
export type LogbookUnitList = z.infer<typeof logbookUnitListSchema>;

/** `GET /api/logbook/units`: the units of one trade, or of the apprentice's trades. */
export const logbookUnitsQuerySchema = z.object({
  serviceId: z.uuid({ error: m.serviceRequired }).optional(),
});

/** `POST /api/admin/logbook/units`, `PUT /api/admin/logbook/units/:id`. */
export const logbookUnitInputSchema = z.object({
  serviceId: z.uuid({ error: m.serviceRequired }),
  code: z
    .string({ error: m.unitCodeRequired })
    .trim()
    .min(1, { error: m.unitCodeRequired })
    .max(limits.unitCodeMaxLength, { error: m.unitCodeTooLong }),
  title: z
    .string({ error: m.unitTitleRequired })
    .trim()
    .min(limits.unitTitleMinLength, { error: m.unitTitleRequired })
    .max(limits.unitTitleMaxLength, { error: m.unitTitleTooLong }),
  hidden: z.boolean().default(false),
});
export type LogbookUnitInput = z.input<typeof logbookUnitInputSchema>;

// ——— Entries ———

/** One day's work as the apprentice records it. */
export const logbookEntryInputSchema = z.object({
  supervisionId: z.uuid({ error: m.supervisorRequired }),
  workDate: isoDateSchema(m.workDateRequired),
  minutes: z
    .number({ error: m.minutesInvalid })
    .int({ error: m.minutesInvalid })
    .min(limits.minutesMin, { error: m.minutesInvalid })
    .max(limits.minutesMax, { error: m.minutesInvalid })
    .refine((minutes) => minutes % limits.minutesStep === 0, { error: m.minutesInvalid }),
  site: z.string().trim().max(limits.siteMaxLength, { error: m.siteTooLong }).default(''),
  /** A TradeMate job the supervisor was hired for, when the work was on one. */
  jobId: z.uuid({ error: m.jobNotSupervisors }).nullable().default(null),
  tasks: z
    .string({ error: m.tasksRequired })
    .trim()
    .min(1, { error: m.tasksRequired })
    .min(limits.tasksMinLength, { error: m.tasksTooShort })
    .max(limits.tasksMaxLength, { error: m.tasksTooLong }),
  unitIds: z
    .array(z.uuid({ error: m.unitNotFound }))
    .max(limits.unitsMax, { error: m.unitsTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: m.unitNotFound })
    .default([]),
  level: z.enum(logbookLevels, { error: m.levelRequired }),
  photos: z
    .array(z.string({ error: m.photoInvalid }).regex(UPLOADED_PATH, { error: m.photoInvalid }))
    .max(limits.photosMax, { error: m.photosTooMany })
    .refine((photos) => new Set(photos).size === photos.length, { error: m.photoInvalid })
    .default([]),
});
export type LogbookEntryInput = z.input<typeof logbookEntryInputSchema>;
export type LogbookEntryValues = z.output<typeof logbookEntryInputSchema>;

/**
 * `POST /api/logbook/entries`: a day, or a week of days at once. The API also refuses a date in
 * the future or more than two years back (in Australia's dates), which needs today's date.
 */
export const createLogbookEntriesSchema = z.object({
  entries: z
    .array(logbookEntryInputSchema, { error: m.entriesRequired })
    .min(1, { error: m.entriesRequired })
    .max(limits.entriesPerRequestMax, { error: m.entriesTooMany }),
});
export type CreateLogbookEntries = z.input<typeof createLogbookEntriesSchema>;

/** What the entry said at one revision, as its supervisor saw it. */
const entryContentSchema = z.object({
  workDate: z.string(),
  minutes: z.number().int(),
  site: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  tasks: z.string(),
  units: z.array(z.object({ _id: z.string(), code: z.string(), title: z.string() })),
  level: z.enum(logbookLevels),
  photos: z.array(z.string()),
});

export const logbookEntrySchema = entryContentSchema.extend({
  _id: z.string(),
  apprentice: personRefSchema,
  supervisor: personRefSchema,
  supervisionId: z.string(),
  status: z.enum(logbookEntryStatuses),
  /** 1 for the first version; an edit after verification or a return adds one. */
  revision: z.number().int(),
  /** When the current revision was verified. */
  verifiedAt: z.string().nullable(),
  /** The supervisor's comment when they returned the current revision. */
  returnComment: z.string().nullable(),
  /** Whether an earlier revision was verified (an edit sent it back to the supervisor). */
  wasVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

/** `GET /api/logbook/entries/:id`: the entry and every revision with its outcome. */
export const logbookEntryDetailSchema = logbookEntrySchema.extend({
  history: z.array(
    entryContentSchema.extend({
      revision: z.number().int(),
      submittedAt: z.string(),
      outcome: z.enum(['verified', 'returned']).nullable(),
      decidedAt: z.string().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});
export type LogbookEntryDetail = z.infer<typeof logbookEntryDetailSchema>;

/**
 * `GET /api/logbook/entries`: the apprentice's own entries, or those a supervisor is the
 * supervisor of (narrowed to one apprentice with `apprenticeId`), newest day first.
 */
export const logbookEntriesQuerySchema = z
  .object({
    from: isoDateSchema(m.dateInvalid).optional(),
    to: isoDateSchema(m.dateInvalid).optional(),
    status: z.enum(logbookEntryStatuses, { error: m.entryNotFound }).optional(),
    apprenticeId: z.uuid({ error: m.entryNotFound }).optional(),
    ...cursorQueryFields,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: m.rangeInvalid,
    path: ['to'],
  });
export type LogbookEntriesQuery = z.output<typeof logbookEntriesQuerySchema>;
export const logbookEntryPageSchema = cursorPageSchema(logbookEntrySchema);
/** `POST /api/logbook/entries`: the entries made, in the order they were sent. */
export const logbookEntryListSchema = z.object({ items: z.array(logbookEntrySchema) });
export type LogbookEntryList = z.infer<typeof logbookEntryListSchema>;
export type LogbookEntryPage = z.infer<typeof logbookEntryPageSchema>;

/** `PATCH /api/logbook/entries/:id`: the apprentice rewrites an entry (same fields). */
export const updateLogbookEntrySchema = logbookEntryInputSchema;

/** `POST /api/logbook/entries/verify`: the supervisor verifies entries, one or a week at once. */
export const verifyLogbookEntriesSchema = z.object({
  entryIds: z
    .array(z.uuid({ error: m.entryNotFound }), { error: m.entryIdsRequired })
    .min(1, { error: m.entryIdsRequired })
    .max(limits.verifyMax, { error: m.entryIdsTooMany }),
  /**
   * Optional: each entry's `updatedAt` as the supervisor read it, by entry id. An entry the
   * apprentice changed since is not verified unread: the request answers 409 and nothing changes.
   */
  asRead: z
    .record(z.uuid({ error: m.entryNotFound }), z.iso.datetime({ error: m.asReadInvalid }), {
      error: m.asReadInvalid,
    })
    .optional(),
});
export type VerifyLogbookEntries = z.input<typeof verifyLogbookEntriesSchema>;
export const verifyResultSchema = z.object({ verified: z.number().int() });

/** `POST /api/logbook/entries/:id/return`: back to the apprentice, saying what to change. */
export const returnLogbookEntrySchema = z.object({
  comment: z
    .string({ error: m.commentRequired })
    .trim()
    .min(limits.commentMinLength, { error: m.commentRequired })
    .max(limits.commentMaxLength, { error: m.commentTooLong }),
  /** Optional: the entry's `updatedAt` as the supervisor read it; changed since answers 409. */
  asRead: z.iso.datetime({ error: m.asReadInvalid }).optional(),
});
export type ReturnLogbookEntry = z.input<typeof returnLogbookEntrySchema>;

// ——— Settings, totals, export ———

/** `GET`/`PUT /api/logbook/settings`: the apprentice's target and what their profile shows. */
export const logbookSettingsSchema = z.object({
  targetHours: z
    .number({ error: m.targetInvalid })
    .int({ error: m.targetInvalid })
    .min(1, { error: m.targetInvalid })
    .max(limits.targetHoursMax, { error: m.targetInvalid })
    .nullable(),
  /** Whether the apprentice's public profile shows their verified hours per trade. */
  showVerifiedHours: z.boolean(),
});
export type LogbookSettings = z.infer<typeof logbookSettingsSchema>;

/** A period of days, both ends included (`from`/`to` as YYYY-MM-DD). */
export const logbookPeriodQuerySchema = z
  .object({
    from: isoDateSchema(m.dateInvalid),
    to: isoDateSchema(m.dateInvalid),
  })
  .refine((query) => query.from <= query.to, { error: m.rangeInvalid, path: ['to'] });
export type LogbookPeriodQuery = z.output<typeof logbookPeriodQuerySchema>;

/**
 * `GET /api/logbook/export.pdf`, `GET /api/logbook/export.csv`: a period of at most
 * `exportDaysMax` days.
 */
export const logbookExportQuerySchema = logbookPeriodQuerySchema.refine(
  // A day that is not one, or a period ending first, has its own message already.
  (query) =>
    !isIsoDate(query.from) ||
    !isIsoDate(query.to) ||
    query.from > query.to ||
    daysInPeriod(query.from, query.to) <= limits.exportDaysMax,
  { error: m.exportRangeTooLong, path: ['to'] },
);
export type LogbookExportQuery = z.output<typeof logbookExportQuerySchema>;

/** `GET /api/logbook/totals`: every day the logbook holds, or those from `from`, to `to`, or both. */
export const logbookTotalsQuerySchema = z
  .object({
    from: isoDateSchema(m.dateInvalid).optional(),
    to: isoDateSchema(m.dateInvalid).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: m.rangeInvalid,
    path: ['to'],
  });
export type LogbookTotalsQuery = z.output<typeof logbookTotalsQuerySchema>;

const minutesRow = <T extends z.ZodType>(key: T) =>
  z.object({ key, verifiedMinutes: z.number().int(), pendingMinutes: z.number().int() });

/** `GET /api/logbook/totals`: the apprentice's hours, verified and waiting, in four cuts. */
export const logbookTotalsSchema = z.object({
  verifiedMinutes: z.number().int(),
  pendingMinutes: z.number().int(),
  returnedMinutes: z.number().int(),
  targetHours: z.number().int().nullable(),
  byUnit: z.array(minutesRow(z.object({ _id: z.string(), code: z.string(), title: z.string() }))),
  byLevel: z.array(minutesRow(z.enum(logbookLevels))),
  bySupervisor: z.array(minutesRow(personRefSchema)),
  /** YYYY-MM, oldest first. */
  byMonth: z.array(minutesRow(z.string())),
});
export type LogbookTotals = z.infer<typeof logbookTotalsSchema>;

/** An apprentice's verified hours per trade, on their profile when they choose to show them. */
export const verifiedHoursSchema = z.array(
  z.object({ service: z.object({ _id: z.string(), name: z.string() }), hours: z.number() }),
);
export type VerifiedHours = z.infer<typeof verifiedHoursSchema>;
