import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { jobQuestionLimits } from '@trademate/shared/constants/job-questions';
import * as messages from '@trademate/shared/messages';
import type { JobQuestion } from '@trademate/shared/schemas/job-questions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveQuestionsMutation } from '../api/service-questions';
import {
  emptyQuestion,
  questionSetFields,
  toEditorQuestion,
  type QuestionSetFormValues,
  type QuestionSetOutput,
} from '../utils/question-set-form';
import { QuestionEditorItem } from './question-editor-item';

const m = messages.jobQuestions;

// The checks load at the editor's first check, or as the person turns to it, not with the page
// (decision 097).
const resolver = lazyZodResolver(() =>
  import('../utils/question-set-form-schema').then((schemas) => schemas.questionSetFormSchema),
);

/**
 * The editor of a service's questions, starting from its current version: questions added,
 * removed, moved and changed, then saved as the next version (decision 071). Saving an unchanged
 * set is refused here as the API would refuse it.
 */
export function QuestionSetEditor({
  serviceId,
  current,
}: {
  serviceId: string;
  current: readonly JobQuestion[];
}) {
  const [save] = useSaveQuestionsMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<QuestionSetFormValues, unknown, QuestionSetOutput>({
    resolver,
    defaultValues: { questions: current.map(toEditorQuestion) },
  });
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const listError = errors.questions?.message ?? errors.questions?.root?.message;

  const onSubmit = handleSubmit(async ({ questions }) => {
    setNotice(null);
    if (!isDirty) {
      setNotice({ tone: 'error', text: m.consoleUnchanged });
      return;
    }
    try {
      const saved = await save({ serviceId, questions }).unwrap();
      reset({ questions: saved.questions.map(toEditorQuestion) });
      setNotice({ tone: 'success', text: m.consoleSaved });
    } catch (caught) {
      const error = caught as ApiError;
      const placed = placeServerFieldErrors(
        error,
        questionSetFields(getValues('questions')),
        (field, message) =>
          setError(field as FieldPath<QuestionSetFormValues>, { type: 'server', message }),
      );
      if (placed === 0) setNotice({ tone: 'error', text: error.message });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={resolver.preload}
        noValidate
        className="space-y-4"
      >
        {fields.length === 0 ? (
          <p className="text-sm text-slate-600">{m.consoleNoQuestions}</p>
        ) : (
          <ol aria-label="Questions" className="space-y-4">
            {fields.map((field, index) => (
              <li key={field.id}>
                <QuestionEditorItem
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                />
              </li>
            ))}
          </ol>
        )}
        {listError && (
          <p role="alert" className="text-sm text-red-600">
            {listError}
          </p>
        )}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {fields.length < jobQuestionLimits.questionsMax && (
            <Button variant="secondary" onClick={() => append(emptyQuestion())}>
              <Plus aria-hidden="true" className="size-4" />
              Add a question
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save as a new version'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
