import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';

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
