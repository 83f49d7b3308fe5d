import { z } from 'zod';
import {
  JOB_QUESTION_KEY,
  jobQuestionKinds,
  jobQuestionLimits as limits,
} from '../constants/job-questions';
import * as messages from '../messages';

const m = messages.jobQuestions;

const keySchema = z
  .string({ error: m.keyInvalid })
  .regex(JOB_QUESTION_KEY, { error: m.keyInvalid });

export const jobQuestionOptionSchema = z.object({
  key: keySchema,
  label: z
    .string({ error: m.optionLabelRequired })
    .trim()
    .min(1, { error: m.optionLabelRequired })
    .max(limits.optionLabelMaxLength, { error: m.optionLabelTooLong }),
});
export type JobQuestionOption = z.infer<typeof jobQuestionOptionSchema>;

/**
 * One question of a service's set. `key` names it in answers and feed filters and stays the same
 * from one version to the next; `highlight` marks the key answers that cards and alerts show.
 * Options belong to the two choice kinds; `min`, `max` and `unit` to a number.
 */
export const jobQuestionSchema = z
  .object({
    key: keySchema,
    kind: z.enum(jobQuestionKinds, { error: m.kindInvalid }),
    label: z
      .string({ error: m.labelRequired })
      .trim()
      .min(limits.labelMinLength, { error: m.labelRequired })
      .max(limits.labelMaxLength, { error: m.labelTooLong }),
    required: z.boolean().default(false),
    highlight: z.boolean().default(false),
    options: z.array(jobQuestionOptionSchema).default([]),
    min: z.number().int().min(0).max(limits.numberMax).nullable().default(null),
    max: z.number().int().min(0).max(limits.numberMax).nullable().default(null),
    unit: z
      .string()
      .trim()
      .max(limits.unitMaxLength, { error: m.unitTooLong })
      .nullable()
      .default(null),
  })
  .superRefine((question, ctx) => {
    const hasOptions = question.kind === 'choice' || question.kind === 'choices';
    if (hasOptions) {
      const count = question.options.length;
      if (count < limits.optionsMin || count > limits.optionsMax) {
        ctx.addIssue({ code: 'custom', message: m.optionsCount, path: ['options'] });
      }
      const keys = question.options.map((option) => option.key);
      if (new Set(keys).size !== keys.length) {
        ctx.addIssue({ code: 'custom', message: m.optionKeyDuplicate, path: ['options'] });
      }
    } else if (question.options.length > 0) {
      ctx.addIssue({ code: 'custom', message: m.optionsOnlyForChoices, path: ['options'] });
    }
    if (question.min !== null && question.max !== null && question.min > question.max) {
      ctx.addIssue({ code: 'custom', message: m.numberRange, path: ['max'] });
    }
  });
export type JobQuestionInput = z.input<typeof jobQuestionSchema>;
export type JobQuestion = z.output<typeof jobQuestionSchema>;

/** `PUT /api/admin/services/:id/questions`: the whole set, saved as the service's next version. */
export const jobQuestionSetInputSchema = z.object({
  questions: z
    .array(jobQuestionSchema, { error: m.setTooMany })
    .max(limits.questionsMax, { error: m.setTooMany })
    .refine((questions) => new Set(questions.map((q) => q.key)).size === questions.length, {
      error: m.keyDuplicate,
    }),
});
export type JobQuestionSetInput = z.input<typeof jobQuestionSetInputSchema>;

/** A version of a service's questions as stored; versions are never changed once written. */
export const jobQuestionSetSchema = z.object({
  _id: z.string(),
  serviceId: z.string(),
  version: z.number().int(),
  questions: z.array(jobQuestionSchema),
  createdAt: z.string(),
});
export type JobQuestionSet = z.infer<typeof jobQuestionSetSchema>;

/** `GET /api/services/:id/questions`: the set a new job is asked, or null when it asks none. */
export const serviceQuestionsSchema = z.object({ questionSet: jobQuestionSetSchema.nullable() });
export type ServiceQuestions = z.infer<typeof serviceQuestionsSchema>;

/** `GET /api/admin/services/:id/questions`: every version, newest first. */
export const consoleQuestionSetsSchema = z.object({ items: z.array(jobQuestionSetSchema) });
export type ConsoleQuestionSets = z.infer<typeof consoleQuestionSetsSchema>;

export const jobAnswerValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.number(),
  z.boolean(),
]);
export type JobAnswerValue = z.infer<typeof jobAnswerValueSchema>;

/**
 * The answers a job is posted with, by question key (`answers` on `POST /api/job`). Their shape is
 * checked here; `checkAnswers` (`constants/job-answers.ts`) checks them against the service's set,
 * on the form and the API.
 */
export const jobAnswersInputSchema = z
  .record(z.string().regex(JOB_QUESTION_KEY, { error: m.unknownQuestion }), jobAnswerValueSchema, {
    error: m.answersInvalid,
  })
  .refine((answers) => Object.keys(answers).length <= limits.questionsMax, {
    error: m.answersInvalid,
  });
export type JobAnswersInput = z.infer<typeof jobAnswersInputSchema>;

/** An answer as people read it: an option's label, a number with its unit, yes or no. */
/**
 * A number's unit as it reads after the number. Units are written as plurals ("points",
 * "bathrooms", "boxes"), the way most answers read; one of them reads singular ("1 point").
 */
export function unitFor(unit: string, value: number): string {
  if (value !== 1 || !/^[a-z]+s$/i.test(unit) || /ss$/i.test(unit)) return unit;
  return /(x|ch|sh|ss)es$/i.test(unit) ? unit.slice(0, -2) : unit.slice(0, -1);
}

export function describeAnswer(question: JobQuestion, value: JobAnswerValue): string {
  const label = (key: string) =>
    question.options.find((option) => option.key === key)?.label ?? key;
  if (question.kind === 'choice' && typeof value === 'string') return label(value);
  if (question.kind === 'choices' && Array.isArray(value)) return value.map(label).join(', ');
  if (question.kind === 'number' && typeof value === 'number') {
    return question.unit ? `${value} ${unitFor(question.unit, value)}` : String(value);
  }
  if (question.kind === 'yesNo' && typeof value === 'boolean') return value ? m.yes : m.no;
  return String(value);
}

/** One answered question as a job's card and detail show it, in the order the set asks them. */
export const jobAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(jobQuestionKinds),
  value: jobAnswerValueSchema,
  /** The answer as people read it (`describeAnswer`). */
  text: z.string(),
  highlight: z.boolean(),
  unit: z.string().nullable(),
});
export type JobAnswer = z.infer<typeof jobAnswerSchema>;

/** A job's answers, read against the set it was asked (not the service's current one). */
export function answersForDisplay(
  questions: readonly JobQuestion[],
  answers: JobAnswersInput | null | undefined,
): JobAnswer[] {
  if (!answers) return [];
  return questions.flatMap((question) => {
    const value = answers[question.key];
    if (value === undefined) return [];
    return [
      {
        key: question.key,
        label: question.label,
        kind: question.kind,
        value,
        text: describeAnswer(question, value),
        highlight: question.highlight,
        unit: question.unit,
      },
    ];
  });
}

/** The key answers in one line, as a new job's alert shows them: "Power points · Single storey". */
export function describeHighlights(answers: readonly JobAnswer[]): string {
  return answers
    .filter((answer) => answer.highlight)
    .map((answer) => answer.text)
    .join(' · ');
}

/**
 * The feed's `answers` filter: `key:option` pairs joined by commas (`storeys:single,age:pre-1990`).
 * A job matches when it answered each named question with that option (for several choices, among
 * them). Pairs naming the same question match any of their options.
 */
export const feedAnswerFiltersField = z
  .string({ error: m.filtersInvalid })
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    const pairs = text.split(',').map((pair) => pair.split(':'));
    const valid =
      pairs.length <= limits.feedFiltersMax &&
      pairs.every(
        (pair) =>
          pair.length === 2 && JOB_QUESTION_KEY.test(pair[0]!) && JOB_QUESTION_KEY.test(pair[1]!),
      );
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: m.filtersInvalid });
      return z.NEVER;
    }
    return pairs.map(([key, option]) => ({ key: key!, option: option! }));
  });
export type FeedAnswerFilter = { key: string; option: string };
