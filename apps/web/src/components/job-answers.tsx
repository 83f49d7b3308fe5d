import * as messages from '@trademate/shared/messages';
import type { JobAnswer } from '@trademate/shared/schemas/job-questions';
import { cn } from '@/components/ui/cn';

const m = messages.jobQuestions;

/**
 * A highlighted answer as a chip shows it: the answer alone reads well for a choice or a number
 * ("Power points", "3 points"), but a bare "Yes" needs its question.
 */
function chipText(answer: JobAnswer): string {
  return answer.kind === 'yesNo'
    ? `${answer.label.replace(/\?$/, '')}: ${answer.text}`
    : answer.text;
}

/**
 * The key answers about a job (decision 071) as small chips under its title on a card; each
 * chip's question is read to screen readers before its answer.
 */
export function JobAnswerChips({
  answers,
  className,
}: {
  answers: readonly JobAnswer[] | undefined;
  className?: string;
}) {
  if (!answers?.length) return null;
  return (
    <ul aria-label={m.answersHeading} className={cn('flex flex-wrap gap-1.5', className)}>
      {answers.map((answer) => (
        <li
          key={answer.key}
          className="max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium break-words text-slate-700 ring-1 ring-slate-200 ring-inset"
        >
          {answer.kind !== 'yesNo' && <span className="sr-only">{answer.label}: </span>}
          {chipText(answer)}
        </li>
      ))}
    </ul>
  );
}

/** Every answer about a job, each under its question, in the order the questions were asked. */
export function JobAnswersList({ answers }: { answers: readonly JobAnswer[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {answers.map((answer) => (
        <div key={answer.key}>
          <dt className="text-sm text-slate-600">{answer.label}</dt>
          <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{answer.text}</dd>
        </div>
      ))}
    </dl>
  );
}
