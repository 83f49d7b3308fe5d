import type { FieldErrors, Resolver } from 'react-hook-form';
import { checkAnswers } from '@trademate/shared/constants/job-answers';
import type {
  JobAnswer,
  JobAnswersInput,
  JobQuestion,
} from '@trademate/shared/schemas/job-questions';
import type { PostJobInput, PostJobRequest } from '@trademate/shared/schemas/jobs';

/** The form's answers by question key: a number as typed, the rest as the API takes them. */
export type FormAnswers = NonNullable<PostJobRequest['answers']>;

/**
 * The form's answers as `checkAnswers` reads them, only for the questions asked: a number typed
 * becomes a number (left unreadable, it is refused as not a whole number), an empty one no answer.
 */
export function answersFromForm(
  questions: readonly JobQuestion[],
  answers: FormAnswers | undefined,
): JobAnswersInput {
  const read: JobAnswersInput = {};
  for (const question of questions) {
    const value = answers?.[question.key];
    if (value === undefined) continue;
    if (question.kind === 'number' && typeof value === 'string') {
      if (value.trim() !== '') read[question.key] = Number(value.trim());
    } else {
      read[question.key] = value;
    }
  }
  return read;
}

/** A job's answers as its edit form starts from them: numbers as the input shows them. */
export function answersToForm(answers: readonly JobAnswer[] | undefined): FormAnswers {
  return Object.fromEntries(
    (answers ?? []).map((answer) => [
      answer.key,
      typeof answer.value === 'number' ? String(answer.value) : answer.value,
    ]),
  );
}

/**
 * The job form's resolver: the job's fields by the shared schema, then its answers by
 * `checkAnswers` against the questions the chosen service asks, so the form
 * refuses them with the API's words, each on its question. Without questions (no service yet, or
 * one that asks none) no answers are sent, as a client of the specification sends none.
 */
export function withAnswerChecks(
  resolveJob: Resolver<PostJobRequest, unknown, PostJobInput>,
  questions: readonly JobQuestion[] | null,
): Resolver<PostJobRequest, unknown, PostJobInput> {
  return async (values, context, options) => {
    const { answers: formAnswers, ...job } = values;
    const result = await resolveJob(job, context, options);
    if (!questions?.length) return result;
    const { answers, issues } = checkAnswers(questions, answersFromForm(questions, formAnswers));
    if (issues.length === 0) {
      return Object.keys(result.errors).length > 0
        ? result
        : { values: { ...(result.values as PostJobInput), answers }, errors: {} };
    }
    const answerErrors = Object.fromEntries(
      issues.map((issue) => [issue.key, { type: 'answers', message: issue.message }]),
    );
    return {
      values: {},
      errors: { ...result.errors, answers: answerErrors } as FieldErrors<PostJobRequest>,
    };
  };
}
