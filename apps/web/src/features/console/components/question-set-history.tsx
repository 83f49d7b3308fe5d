import * as messages from '@trademate/shared/messages';
import type { JobQuestion, JobQuestionSet } from '@trademate/shared/schemas/job-questions';
import { formatFullDateTime } from '@/lib/format-time';
import { kindLabels } from './question-editor-item';

const m = messages.jobQuestions;

/** What a question asks beyond its words: its options, or its range and unit. */
function questionDetails(question: JobQuestion): string {
  if (question.options.length > 0) {
    return question.options.map((option) => option.label).join(', ');
  }
  if (question.kind !== 'number') return '';
  const range =
    question.min !== null || question.max !== null
      ? `${question.min ?? 0} to ${question.max ?? 'any'}`
      : 'any number';
  return question.unit ? `${range} ${question.unit}` : range;
}

function questionMarks(question: JobQuestion): string {
  return [
    kindLabels[question.kind],
    question.required ? 'required' : 'optional',
    question.highlight ? 'on cards' : null,
    `key ${question.key}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Every version of a service's questions, newest first, read only: what each asked, and when it
 * was saved. Jobs posted under a version keep it (decision 071).
 */
export function QuestionSetHistory({ versions }: { versions: readonly JobQuestionSet[] }) {
  if (versions.length === 0) return <p className="text-sm text-slate-600">No version yet.</p>;
  return (
    <ol aria-label="Versions" className="divide-y divide-slate-100">
      {versions.map((set, index) => (
        <li key={set._id} className="py-3">
          <details open={index === 0}>
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">
              {m.consoleVersion(set.version)}
              {index === 0 && ' (current)'}
              <span className="font-normal text-slate-600">
                {' '}
                · saved {formatFullDateTime(set.createdAt)} ·{' '}
                {set.questions.length === 1 ? '1 question' : `${set.questions.length} questions`}
              </span>
            </summary>
            {set.questions.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{m.consoleNoQuestions}</p>
            ) : (
              <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm">
                {set.questions.map((question) => (
                  <li key={question.key}>
                    <p className="font-medium text-slate-900">{question.label}</p>
                    <p className="text-slate-600">{questionMarks(question)}</p>
                    {questionDetails(question) && (
                      <p className="text-slate-600">{questionDetails(question)}</p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </details>
        </li>
      ))}
    </ol>
  );
}
