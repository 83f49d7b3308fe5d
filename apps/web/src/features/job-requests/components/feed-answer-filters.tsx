import * as messages from '@trademate/shared/messages';
import { isFilterable } from '@trademate/shared/constants/job-questions';
import { Select } from '@/components/ui/select';
import { useGetServiceQuestionsQuery } from '@/lib/service-questions';
import { answerFiltersText, readAnswerFilters } from '../utils/feed-filters';

const m = messages.jobQuestions;

/**
 * A select per choice question of the chosen service (decision 071): the feed then shows only the
 * jobs answered with the options chosen. "Any" leaves a question out of the filter.
 */
export function FeedAnswerFilters({
  serviceId,
  value,
  onChange,
}: {
  serviceId: string;
  /** The `answers` filter, `key:option,…`. */
  value: string | undefined;
  onChange: (answers: string | undefined) => void;
}) {
  const set = useGetServiceQuestionsQuery(serviceId).currentData;
  const questions = (set?.questions ?? []).filter((question) => isFilterable(question.kind));
  if (questions.length === 0) return null;
  const chosen = readAnswerFilters(value);
  const choose = (key: string, option: string) =>
    // Only this service's questions: a key the address kept from elsewhere goes.
    onChange(
      answerFiltersText(
        Object.fromEntries(
          questions.map((question) => [
            question.key,
            question.key === key ? option : chosen[question.key],
          ]),
        ),
      ),
    );
  return (
    <fieldset>
      <legend className="sr-only">{m.answersHeading}</legend>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4">
        {questions.map((question) => (
          <Select
            key={question.key}
            label={question.label}
            placeholder={m.filterAny}
            options={question.options.map((option) => ({
              value: option.key,
              label: option.label,
            }))}
            value={chosen[question.key] ?? ''}
            onChange={(event) => choose(question.key, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
