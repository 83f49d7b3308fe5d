/**
 * The apprentice's logbook (decision 072): on-the-job training recorded by the apprentice and
 * verified, entry by entry, by the supervising professional.
 */

/** How much help the apprentice needed for the work of an entry. */
export const logbookLevels = ['assisted', 'supervised', 'independent'] as const;
export type LogbookLevel = (typeof logbookLevels)[number];

/**
 * A link between an apprentice and a professional who supervises them: asked by the apprentice,
 * accepted or declined by the professional, ended by either.
 */
export const supervisionStatuses = ['pending', 'active', 'declined', 'ended'] as const;
export type SupervisionStatus = (typeof supervisionStatuses)[number];

/** An entry waits for its supervisor, who verifies it or returns it with a comment. */
export const logbookEntryStatuses = ['pending', 'verified', 'returned'] as const;
export type LogbookEntryStatus = (typeof logbookEntryStatuses)[number];

export const logbookLimits = {
  /** Time is recorded in quarter hours, up to 16 hours in a day. */
  minutesStep: 15,
  minutesMin: 15,
  minutesMax: 16 * 60,
  siteMaxLength: 120,
  tasksMinLength: 10,
  tasksMaxLength: 1000,
  unitsMax: 6,
  photosMax: 4,
  /** A week at a time: up to seven days' entries in one request. */
  entriesPerRequestMax: 7,
  /** How far back an entry may be dated. */
  daysBackMax: 730,
  commentMinLength: 3,
  commentMaxLength: 500,
  /** Entries verified in one request (a week of several apprentices). */
  verifyMax: 50,
  /** The supervisor's jobs an apprentice may pick from for an entry: the latest hired. */
  supervisorJobsMax: 50,
  targetHoursMax: 20_000,
  unitCodeMaxLength: 20,
  unitTitleMinLength: 3,
  unitTitleMaxLength: 160,
  /** An export covers at most this many days. */
  exportDaysMax: 1_100,
} as const;

/** Quarter hours as people read them: 90 → "1.5 h". */
export function formatLogbookHours(minutes: number): string {
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, '')} h`;
}

/** The days from `from` to `to` (YYYY-MM-DD), both counted: 2026-03-01 to 2026-03-07 is 7. */
export function daysInPeriod(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}
