/**
 * A job's statuses. Which may follow which, and who may do what in each, is the job lifecycle
 * (`job-lifecycle.ts`).
 */
export const jobStatuses = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** When the client needs the work done; `date` comes with a `timingDate`. */
export const jobTimings = ['asap', 'within_week', 'flexible', 'date'] as const;
export type JobTiming = (typeof jobTimings)[number];
