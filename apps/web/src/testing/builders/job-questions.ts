/** The services' job questions (decision 071) for the web tests, shaped as the API answers. */
import {
  answersForDisplay,
  jobQuestionSchema,
  type JobAnswer,
  type JobAnswersInput,
  type JobQuestion,
  type JobQuestionInput,
  type JobQuestionSet,
} from '@trademate/shared/schemas/job-questions';

export const electricianId = '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01';
export const plumberId = '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02';

/** A question as the API sends it: the schema's defaults filled in. */
export function buildQuestion(input: JobQuestionInput): JobQuestion {
  return jobQuestionSchema.parse(input);
}

const options = (...labels: string[]) =>
  labels.map((label) => ({ key: label.toLowerCase().replaceAll(' ', '-'), label }));

/** An electrician's questions: one of each kind, and a choice with many options. */
export const electricianQuestions: JobQuestion[] = [
  buildQuestion({
    key: 'job-type',
    kind: 'choice',
    label: 'What is the job?',
    required: true,
    highlight: true,
    options: options(
      'Power points',
      'Lighting',
      'Switchboard',
      'Fault finding',
      'Smoke alarms',
      'Ceiling fans',
      'Other',
    ),
  }),
  buildQuestion({
    key: 'points',
    kind: 'number',
    label: 'How many points or fittings?',
    required: true,
    highlight: true,
    min: 1,
    max: 50,
    unit: 'points',
  }),
  buildQuestion({
    key: 'storeys',
    kind: 'choice',
    label: 'How many storeys?',
    options: options('Single', 'Double', 'More'),
  }),
  buildQuestion({
    key: 'rooms',
    kind: 'choices',
    label: 'Which rooms?',
    options: options('Kitchen', 'Garage', 'Outdoors'),
  }),
  buildQuestion({
    key: 'pre-1990',
    kind: 'yesNo',
    label: 'Was the house built before 1990?',
    required: true,
  }),
  buildQuestion({ key: 'access', kind: 'text', label: 'Anything about access?' }),
];

/** A plumber's questions: one shares its key with an electrician's. */
export const plumberQuestions: JobQuestion[] = [
  buildQuestion({
    key: 'storeys',
    kind: 'choice',
    label: 'How many storeys is the home?',
    required: true,
    options: options('Single', 'Double'),
  }),
];

export function buildQuestionSet(overrides: Partial<JobQuestionSet> = {}): JobQuestionSet {
  return {
    _id: 'b5e0c1d2-0000-4000-8000-000000000001',
    serviceId: electricianId,
    version: 1,
    questions: electricianQuestions,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `GET /api/services/:id/questions`'s set for each service of the tests' catalogue. */
export const questionSetsByService: Record<string, JobQuestionSet> = {
  [electricianId]: buildQuestionSet(),
  [plumberId]: buildQuestionSet({
    _id: 'b5e0c1d2-0000-4000-8000-000000000002',
    serviceId: plumberId,
    questions: plumberQuestions,
  }),
};

/** A job's answers as a card or a detail shows them. */
export function buildAnswers(
  answers: JobAnswersInput,
  questions: readonly JobQuestion[] = electricianQuestions,
): JobAnswer[] {
  return answersForDisplay(questions, answers);
}
