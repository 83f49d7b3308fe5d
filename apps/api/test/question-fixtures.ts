import type { FastifyInstance } from 'fastify';
import {
  jobQuestionSetInputSchema,
  type JobQuestionInput,
  type JobQuestionSet,
} from '@trademate/shared/schemas/job-questions';
import type { AuditActor } from '../src/modules/audit/audit.service';

/** Who saves questions when a test sets its scene without the console: the command line's actor. */
export const operatorActor: AuditActor = {
  staffId: null,
  staffEmail: 'operator@trademate.example',
  ip: null,
  userAgent: null,
  requestId: null,
};

/** A set with one question of each kind (six: the most a set asks), two of them highlighted. */
export function sampleQuestions(): JobQuestionInput[] {
  return [
    {
      key: 'job-type',
      kind: 'choice',
      label: 'What is the job?',
      required: true,
      highlight: true,
      options: [
        { key: 'power-points', label: 'Power points' },
        { key: 'lighting', label: 'Lighting' },
        { key: 'switchboard', label: 'Switchboard upgrade' },
      ],
    },
    {
      key: 'extras',
      kind: 'choices',
      label: 'Anything else while they are there?',
      options: [
        { key: 'smoke-alarms', label: 'Smoke alarms' },
        { key: 'fans', label: 'Ceiling fans' },
        { key: 'data', label: 'Data points' },
      ],
    },
    {
      key: 'points',
      kind: 'number',
      label: 'How many points?',
      highlight: true,
      min: 1,
      max: 50,
      unit: 'points',
    },
    {
      key: 'storeys',
      kind: 'choice',
      label: 'How many storeys?',
      options: [
        { key: 'single', label: 'Single storey' },
        { key: 'double', label: 'Double storey' },
      ],
    },
    { key: 'old-house', kind: 'yesNo', label: 'Was the house built before 1990?' },
    { key: 'access', kind: 'text', label: 'Anything about getting in?' },
  ];
}

/**
 * Saves `questions` as the service's next version, as the console does (audited as the command
 * line), for a test whose scene needs a service that asks them.
 */
export async function saveQuestions(
  app: FastifyInstance,
  serviceId: string,
  questions: JobQuestionInput[] = sampleQuestions(),
): Promise<JobQuestionSet> {
  const parsed = jobQuestionSetInputSchema.parse({ questions });
  return app.catalogueEditor.saveQuestions(operatorActor, serviceId, parsed.questions);
}
