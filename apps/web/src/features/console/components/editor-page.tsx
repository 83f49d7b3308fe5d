import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { placeServerFieldErrors } from '@/lib/server-field-errors';

type SaveStatus = { tone: 'success' | 'error'; text: string } | null;

/**
 * Saves an editor's form with `save`, which updates the saved thing and answers what to say, or
 * creates it, opens its page and answers null. A refusal shows on the `fields` it names and under
 * the form.
 */
export function useEditorSave<Values extends FieldValues, Output>(
  { handleSubmit, setError }: UseFormReturn<Values, unknown, Output>,
  fields: readonly FieldPath<Values>[],
  save: (input: Output) => Promise<string | null>,
) {
  const [status, setStatus] = useState<SaveStatus>(null);
  const submit = handleSubmit(async (input) => {
    try {
      const text = await save(input);
      if (text) setStatus({ tone: 'success', text });
    } catch (caught) {
      const failure = caught as ApiError;
      placeServerFieldErrors(failure, fields, (field, message) =>
        setError(field, { type: 'server', message }),
      );
      setStatus({ tone: 'error', text: failure.message });
    }
  });
  return {
    status,
    onSubmit: (event: FormEvent) => {
      setStatus(null);
      void submit(event);
    },
  };
}

/** The editor's button, "Save draft" for a new thing, and what saving said. */
export function EditorSaveBar({
  isNew,
  isSaving,
  status,
}: {
  isNew: boolean;
  isSaving: boolean;
  status: SaveStatus;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={isSaving}>
        {isNew ? 'Save draft' : 'Save changes'}
      </Button>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </div>
  );
}

/**
 * A console page that writes a new thing or edits a saved one (an article, a newsletter issue):
 * its title, the saved thing loading or refused, then the editor with a side card of what can be
 * done with the saved thing. Without an `id` it is new, and there is no side card.
 */
export function EditorPage<Saved>({
  title,
  id,
  saved,
  loadingLabel,
  editor,
  sideTitle,
  side,
}: {
  title: string;
  id: string | undefined;
  saved: { data?: Saved; error?: unknown };
  loadingLabel: string;
  editor: (saved: Saved | undefined) => ReactNode;
  sideTitle: (saved: Saved) => string;
  side: (saved: Saved) => ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {id && saved.error ? (
        <Alert>{(saved.error as ApiError).message}</Alert>
      ) : id && !saved.data ? (
        <Spinner label={loadingLabel} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {editor(saved.data)}
          {saved.data && (
            <div>
              <Card title={sideTitle(saved.data)}>{side(saved.data)}</Card>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
