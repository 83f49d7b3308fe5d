/**
 * A job's statuses. Which may follow which, and who may do what in each, is the job lifecycle
 * (`job-lifecycle.ts`).
 */
export const jobStatuses = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Why a job was closed without the client pressing "Cancel job" (decision 029). A closed job is
 * `cancelled`: it left the feed and its professionals were told; the reason says how it ended.
 * `hired_elsewhere` and `not_going_ahead` are the client's answers to "What happened?";
 * `inactive` is TradeMate closing an open job nobody touched for 30 days; `staff` is TradeMate's
 * staff closing it from the console (decision 034).
 */
export const jobClosedReasons = [
  'hired_elsewhere',
  'not_going_ahead',
  'inactive',
  'staff',
] as const;
export type JobClosedReason = (typeof jobClosedReasons)[number];

/** What a client may answer when asked what happened to their job: the answers that close it. */
export const jobOutcomeAnswers = ['hired_elsewhere', 'not_going_ahead'] as const;
export type JobOutcomeAnswer = (typeof jobOutcomeAnswers)[number];

/** When the client needs the work done; `date` comes with a `timingDate`. */
export const jobTimings = ['asap', 'within_week', 'flexible', 'date'] as const;
export type JobTiming = (typeof jobTimings)[number];

/** The lengths and amounts a job's fields and its review may take. */
export const jobLimits = {
  titleMinLength: 5,
  titleMaxLength: 100,
  descriptionMinLength: 20,
  descriptionMaxLength: 2000,
  /** Whole Australian dollars, GST included. */
  budgetMax: 1_000_000,
  reviewBodyMinLength: 10,
  reviewBodyMaxLength: 1000,
} as const;
