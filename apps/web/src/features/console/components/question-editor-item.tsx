import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { jobQuestionLimits, type JobQuestionKind } from '@trademate/shared/constants/job-questions';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  emptyOption,
  hasOptions,
  keyFromLabel,
  type QuestionSetFormValues,
} from '../utils/question-set-form';

/** The kinds of question as the console names them. */
export const kindLabels: Record<JobQuestionKind, string> = {
  choice: 'One choice',
  choices: 'Several choices',
  number: 'Number',
  yesNo: 'Yes or no',
  text: 'Short text',
};

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));

const keyHint = 'Answers and feed filters follow the key from one version to the next.';

/** A choice question's options: each a key and the label clients read. */
function OptionsField({ index }: { index: number }) {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<QuestionSetFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `questions.${index}.options` });
  const questionErrors = errors.questions?.[index];
  const listError = questionErrors?.options?.message ?? questionErrors?.options?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Options</legend>
      <ol className="space-y-3">
        {fields.map((field, optionIndex) => {
          const name = `questions.${index}.options.${optionIndex}` as const;
          const optionErrors = questionErrors?.options?.[optionIndex];
          const number = optionIndex + 1;
          const label = register(`${name}.label`);
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[2fr_1fr_auto]"
            >
              <Input
                label={`Option ${number}`}
                className="col-span-2 sm:col-span-1"
                error={optionErrors?.label?.message}
                {...label}
                onBlur={(event) => {
                  void label.onBlur(event);
                  if (!getValues(`${name}.key`)) {
                    setValue(`${name}.key`, keyFromLabel(event.target.value));
                  }
                }}
              />
              <Input
                label={`Option ${number} key`}
                autoComplete="off"
                spellCheck={false}
                error={optionErrors?.key?.message}
                {...register(`${name}.key`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-6.5"
                disabled={fields.length <= jobQuestionLimits.optionsMin}
                onClick={() => remove(optionIndex)}
                aria-label={`Remove option ${number}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-red-600">{listError}</p>}
      {fields.length < jobQuestionLimits.optionsMax && (
        <Button variant="secondary" size="sm" onClick={() => append(emptyOption())}>
          <Plus aria-hidden="true" className="size-4" />
          Add an option
        </Button>
      )}
    </fieldset>
  );
}

/**
 * One question in the editor: what it asks, its kind and key, whether it must be answered and
 * shown on cards, and its options or its range and unit; moved up or down, or removed.
 */
export function QuestionEditorItem({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  /** How many questions the set has: the first cannot go up, nor the last down. */
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<QuestionSetFormValues>();
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const questionErrors = errors.questions?.[index];
  const number = index + 1;
  const label = register(`questions.${index}.label`);
  const kindField = register(`questions.${index}.kind`);

  return (
    <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <legend className="sr-only">Question {number}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
          Question {number}
        </p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={`Move question ${number} up`}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move question ${number} down`}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove question ${number}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
      <div className="space-y-4">
        <Input
          label="Question"
          error={questionErrors?.label?.message}
          {...label}
          onBlur={(event) => {
            void label.onBlur(event);
            if (!getValues(`questions.${index}.key`)) {
              setValue(`questions.${index}.key`, keyFromLabel(event.target.value));
            }
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Kind"
            options={kindOptions}
            error={questionErrors?.kind?.message}
            {...kindField}
            onChange={(event) => {
              void kindField.onChange(event);
              // A choice starts with the two options it needs at least.
              const chosen = event.target.value as JobQuestionKind;
              if (hasOptions(chosen) && getValues(`questions.${index}.options`).length === 0) {
                setValue(`questions.${index}.options`, [emptyOption(), emptyOption()]);
              }
            }}
          />
          <div>
            <Input
              label="Key"
              autoComplete="off"
              spellCheck={false}
              error={questionErrors?.key?.message}
              {...register(`questions.${index}.key`)}
            />
            <p className="mt-1 text-xs text-slate-500">{keyHint}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4">
          <Checkbox
            label="Clients must answer it"
            className="-mx-3"
            {...register(`questions.${index}.required`)}
          />
          <Checkbox
            label="Show the answer on job cards"
            className="-mx-3"
            {...register(`questions.${index}.highlight`)}
          />
        </div>
        {hasOptions(kind) && <OptionsField index={index} />}
        {kind === 'number' && (
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Input
              label="Smallest (optional)"
              inputMode="numeric"
              error={questionErrors?.min?.message}
              {...register(`questions.${index}.min`)}
            />
            <Input
              label="Largest (optional)"
              inputMode="numeric"
              error={questionErrors?.max?.message}
              {...register(`questions.${index}.max`)}
            />
            <Input
              label="Unit (optional)"
              placeholder="e.g. points"
              className="col-span-2 sm:col-span-1"
              error={questionErrors?.unit?.message}
              {...register(`questions.${index}.unit`)}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}
