/**
 * Reports and blocks (decision 027): what can be reported, why, and where a report stands. The
 * operator console works through reports; the reasons are the ones a person picks in the dialog.
 */
export const reportSubjects = ['user', 'job', 'message', 'review'] as const;
export type ReportSubject = (typeof reportSubjects)[number];

export const reportReasons = [
  'spam',
  'scam',
  'offPlatformPayment',
  'abusive',
  'inappropriate',
  'fakeProfile',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** Open until staff act on it; the console moves it on. */
export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * What staff did about a reported thing (decision 034): found it within the rules, hid it, warned
 * its owner, or suspended them. Every open report about the same thing closes with it.
 */
export const moderationActions = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Who blocked whom, seen from one side of a pair: the viewer, the other person, or nobody. */
export const blockStandings = ['byMe', 'byThem'] as const;
export type BlockStanding = (typeof blockStandings)[number];

export const reportLimits = {
  noteMaxLength: 1000,
  /** Reports one account may file in an hour. */
  perHour: 20,
  /** How much of the reported text is kept with the report, as it read then. */
  excerptMaxLength: 2000,
} as const;
