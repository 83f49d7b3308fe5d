import type { z } from 'zod';
import { jobQuestionLimits, type JobQuestionKind } from '@trademate/shared/constants/job-questions';
import * as messages from '@trademate/shared/messages';
import type {
  JobQuestion,
  JobQuestionInput,
  jobQuestionSetInputSchema,
} from '@trademate/shared/schemas/job-questions';

const m = messages.jobQuestions;

/** One question as the editor holds it: the number fields as typed. */
export interface EditorQuestion {
  key: string;
  kind: JobQuestionKind;
  label: string;
  required: boolean;
  highlight: boolean;
  options: { key: string; label: string }[];
  min: string;
  max: string;
  unit: string;
}

export interface QuestionSetFormValues {
  questions: EditorQuestion[];
}

export function hasOptions(kind: JobQuestionKind): boolean {
  return kind === 'choice' || kind === 'choices';
}

/**
 * A key made from a label, as the console suggests it for a new question or option: lowercase
 * words joined by hyphens, starting with a letter ("Power points" is `power-points`).
 */
export function keyFromLabel(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

export function emptyQuestion(): EditorQuestion {
  return {
    key: '',
    kind: 'choice',
    label: '',
    required: false,
    highlight: false,
    options: [emptyOption(), emptyOption()],
    min: '',
    max: '',
    unit: '',
  };
}

export function emptyOption() {
  return { key: '', label: '' };
}

/** A stored question as the editor starts from it. */
export function toEditorQuestion(question: JobQuestion): EditorQuestion {
  return {
    key: question.key,
    kind: question.kind,
    label: question.label,
    required: question.required,
    highlight: question.highlight,
    options: question.options.map((option) => ({ ...option })),
    min: question.min === null ? '' : String(question.min),
    max: question.max === null ? '' : String(question.max),
    unit: question.unit ?? '',
  };
}

/** A smallest or largest number as typed: null when empty, else its error or its value. */
export function readBound(text: string): { value: number | null } | { message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0) return { message: m.numberInvalid };
  if (value > jobQuestionLimits.numberMax) {
    return { message: m.numberTooHigh(jobQuestionLimits.numberMax) };
  }
  return { value };
}

/** A question as the API takes it: what its kind does not use is left out. */
export function toQuestionInput(question: EditorQuestion): JobQuestionInput {
  const isNumber = question.kind === 'number';
  const bound = (text: string) => {
    const read = readBound(text);
    return 'value' in read ? read.value : null;
  };
  return {
    key: question.key.trim(),
    kind: question.kind,
    label: question.label,
    required: question.required,
    highlight: question.highlight,
    options: hasOptions(question.kind)
      ? question.options.map((option) => ({ key: option.key.trim(), label: option.label }))
      : [],
    min: isNumber ? bound(question.min) : null,
    max: isNumber ? bound(question.max) : null,
    unit: isNumber && question.unit.trim() ? question.unit : null,
  };
}

export type QuestionSetOutput = z.output<typeof jobQuestionSetInputSchema>;

/** Every field of the editor a server error can name, for these questions. */
export function questionSetFields(questions: readonly EditorQuestion[]): string[] {
  return [
    'questions',
    ...questions.flatMap((question, index) => [
      ...['key', 'kind', 'label', 'options', 'min', 'max', 'unit'].map(
        (field) => `questions.${index}.${field}`,
      ),
      ...question.options.flatMap((_option, optionIndex) =>
        ['key', 'label'].map((field) => `questions.${index}.options.${optionIndex}.${field}`),
      ),
    ]),
  ];
}
