import type { Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { jobQuestionLimits } from '@trademate/shared/constants/job-questions';
import * as messages from '@trademate/shared/messages';
import type { JobAnswerValue, JobQuestion } from '@trademate/shared/schemas/job-questions';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const m = messages.jobQuestions;

/** Past this many options, or this much text in them, one choice is a select: chips would wrap onto many lines on a phone. */
const CHIPS_MAX_OPTIONS = 6;
const CHIPS_MAX_CHARACTERS = 80;

const yesNoOptions = [
  { value: 'yes', label: m.yes },
  { value: 'no', label: m.no },
];

interface AnswerControlProps {
  question: JobQuestion;
  name: string;
  value: JobAnswerValue | undefined;
  onChange: (value: JobAnswerValue | undefined) => void;
  onBlur: () => void;
  /** The control the form focuses to show an error. */
  inputRef: Ref<HTMLInputElement & HTMLSelectElement>;
  error?: string;
}

/** A question's words, "(optional)" quieter after those a client may leave. */
function QuestionLabel({ question }: { question: JobQuestion }) {
  return (
    <>
      {question.label}
      {!question.required && (
        <>
          {' '}
          <span className="font-normal text-slate-500">{m.optional}</span>
        </>
      )}
    </>
  );
}

function isLongChoice(question: JobQuestion) {
  const characters = question.options.reduce((sum, option) => sum + option.label.length, 0);
  return question.options.length > CHIPS_MAX_OPTIONS || characters > CHIPS_MAX_CHARACTERS;
}

/** The control for one question, by its kind. */
function QuestionControl({
  question,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: AnswerControlProps) {
  const label = <QuestionLabel question={question} />;
  const options = question.options.map((option) => ({ value: option.key, label: option.label }));
  switch (question.kind) {
    case 'choice':
      return isLongChoice(question) ? (
        <Select
          ref={inputRef}
          name={name}
          label={label}
          placeholder="Choose one"
          fieldClassName="sm:max-w-sm"
          options={options}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={onBlur}
          error={error}
        />
      ) : (
        <ChoiceChips
          legend={label}
          name={name}
          inputRef={inputRef}
          options={options}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          onBlur={onBlur}
          isClearable={!question.required}
          error={error}
        />
      );
    case 'choices':
      return (
        <ChoiceChips
          legend={label}
          name={name}
          inputRef={inputRef}
          multiple
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          onBlur={onBlur}
          error={error}
        />
      );
    case 'yesNo':
      return (
        <ChoiceChips
          legend={label}
          name={name}
          inputRef={inputRef}
          variant="segmented"
          options={yesNoOptions}
          value={value === true ? 'yes' : value === false ? 'no' : undefined}
          onChange={(chosen) => onChange(chosen === undefined ? undefined : chosen === 'yes')}
          onBlur={onBlur}
          isClearable={!question.required}
          error={error}
        />
      );
    case 'number':
      return (
        <Input
          ref={inputRef}
          name={name}
          label={label}
          type="number"
          inputMode="numeric"
          min={question.min ?? 0}
          max={question.max ?? jobQuestionLimits.numberMax}
          step={1}
          fieldClassName="max-w-60"
          value={typeof value === 'string' || typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          trailing={
            question.unit ? (
              <span className="pr-2 text-sm text-slate-500">{question.unit}</span>
            ) : undefined
          }
          error={error}
        />
      );
    case 'text':
      return (
        <Input
          ref={inputRef}
          name={name}
          label={label}
          maxLength={jobQuestionLimits.textAnswerMaxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={error}
        />
      );
  }
}

/**
 * The questions the chosen service asks about a job (decision 071), under their own heading:
 * chips for a few options, a select for many, a number with its unit, a yes or no, a short text.
 * Each answer's error shows beside its question.
 */
export function JobQuestionsField({ questions }: { questions: readonly JobQuestion[] }) {
  const { control } = useFormContext<PostJobRequest>();
  return (
    <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset sm:p-5">
      <legend className="float-left w-full text-base font-semibold text-slate-900">
        {m.heading}
      </legend>
      <p className="clear-both pt-1 text-sm text-slate-600">{m.intro}</p>
      <div className="mt-4 space-y-4">
        {questions.map((question) => (
          <Controller
            key={question.key}
            control={control}
            name={`answers.${question.key}`}
            render={({ field: { ref, name, value, onChange, onBlur }, fieldState }) => (
              <QuestionControl
                question={question}
                name={name}
                value={value as JobAnswerValue | undefined}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
