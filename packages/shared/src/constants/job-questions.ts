/**
 * The questions a service asks of a job (decision 071): each service in the catalogue may carry a
 * short set, kept in versions so a job always keeps the questions it was asked.
 */
export const jobQuestionKinds = ['choice', 'choices', 'number', 'yesNo', 'text'] as const;
export type JobQuestionKind = (typeof jobQuestionKinds)[number];

export const jobQuestionLimits = {
  /** Questions in one set: enough to describe a job, few enough for a phone without a long scroll. */
  questionsMax: 6,
  labelMinLength: 3,
  labelMaxLength: 120,
  optionsMin: 2,
  optionsMax: 10,
  optionLabelMaxLength: 60,
  unitMaxLength: 30,
  numberMax: 10_000,
  textAnswerMaxLength: 200,
  /** Answers one feed search may filter on. */
  feedFiltersMax: 6,
} as const;

/** A question's or an option's key: stable across versions, so answers and filters can name it. */
export const JOB_QUESTION_KEY = /^[a-z][a-z0-9-]{0,39}$/;

/** The kinds the feed can filter on: an answer that names one of a few options. */
export function isFilterable(kind: JobQuestionKind): boolean {
  return kind === 'choice' || kind === 'choices';
}
