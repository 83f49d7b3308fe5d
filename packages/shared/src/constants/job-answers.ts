import * as messages from '../messages';
import type { JobAnswersInput, JobAnswerValue, JobQuestion } from '../schemas/job-questions';
import { jobQuestionLimits as limits } from './job-questions';

// A job's answers checked against the questions its service asks, on the post job form and the
// API. Apart from the schemas, so the form's page comes without zod (decision 097).

const m = messages.jobQuestions;

export interface AnswerIssue {
  key: string;
  message: string;
}

/**
 * Checks answers against a set and returns them as stored: text trimmed and dropped when empty,
 * several choices without repeats in the options' order. A question not asked is an issue.
 */
export function checkAnswers(
  questions: readonly JobQuestion[],
  answers: JobAnswersInput,
): { answers: JobAnswersInput; issues: AnswerIssue[] } {
  const issues: AnswerIssue[] = [];
  const stored: JobAnswersInput = {};
  const asked = new Set(questions.map((question) => question.key));
  for (const key of Object.keys(answers)) {
    if (!asked.has(key)) issues.push({ key, message: m.unknownQuestion });
  }
  for (const question of questions) {
    const raw = answers[question.key];
    const result = checkAnswer(question, raw);
    if ('message' in result) issues.push({ key: question.key, message: result.message });
    else if (result.value !== undefined) stored[question.key] = result.value;
  }
  return { answers: stored, issues };
}

function checkAnswer(
  question: JobQuestion,
  raw: JobAnswerValue | undefined,
): { value: JobAnswerValue | undefined } | { message: string } {
  const empty =
    raw === undefined ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0);
  if (empty) return question.required ? { message: m.answerRequired } : { value: undefined };
  const optionKeys = question.options.map((option) => option.key);
  switch (question.kind) {
    case 'choice':
      return typeof raw === 'string' && optionKeys.includes(raw)
        ? { value: raw }
        : { message: m.choiceInvalid };
    case 'choices':
      return Array.isArray(raw) && raw.every((key) => optionKeys.includes(key))
        ? { value: optionKeys.filter((key) => raw.includes(key)) }
        : { message: m.choicesInvalid };
    case 'number': {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return { message: m.numberInvalid };
      const min = question.min ?? 0;
      const max = question.max ?? limits.numberMax;
      if (raw < min) return { message: m.numberTooLow(min) };
      if (raw > max) return { message: m.numberTooHigh(max) };
      return { value: raw };
    }
    case 'yesNo':
      return typeof raw === 'boolean' ? { value: raw } : { message: m.yesNoInvalid };
    case 'text': {
      if (typeof raw !== 'string') return { message: m.answerRequired };
      const text = raw.trim();
      return text.length > limits.textAnswerMaxLength
        ? { message: m.textTooLong }
        : { value: text };
    }
  }
}
