import { z } from 'zod';
import { jobQuestionSetInputSchema } from '@trademate/shared/schemas/job-questions';
import { readBound, toQuestionInput, type QuestionSetFormValues } from './question-set-form';

// The question editor's checks, apart from its values: the editor loads this (and zod with it)
// when it first checks, so the service's page comes without them (decision 097).

/**
 * The editor's schema: the whole set checked by the shared schema the API checks it with (so
 * both refuse with the same words, on the same fields), and each number's range as typed, all in
 * one pass so every error shows at once.
 */
export const questionSetFormSchema = z.custom<QuestionSetFormValues>().transform((values, ctx) => {
  let isValid = true;
  values.questions.forEach((question, index) => {
    if (question.kind !== 'number') return;
    for (const field of ['min', 'max'] as const) {
      const read = readBound(question[field]);
      if ('message' in read) {
        isValid = false;
        ctx.addIssue({ code: 'custom', message: read.message, path: ['questions', index, field] });
      }
    }
  });
  const parsed = jobQuestionSetInputSchema.safeParse({
    questions: values.questions.map(toQuestionInput),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return isValid ? parsed.data : z.NEVER;
});
