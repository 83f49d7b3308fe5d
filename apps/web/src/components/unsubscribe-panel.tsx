import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { env } from '@/config/env';
import type { ApiError } from '@/lib/api';

/** What the page says once its button was pressed: done, or why not (and whether to try again). */
export type UnsubscribeState =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The page a mail's unsubscribe link opens (decision 058): opening it changes nothing, so a mail
 * scanner that follows links (even one that runs the page's scripts) unsubscribes nobody; its one
 * button does. The button is a real form posting to the one-click address (`apiPath`, with the
 * body a mail client's one-click POST carries), so it also works before the app has taken the
 * page over, or without JavaScript: the API then sends the browser back here with the outcome.
 * Once the app runs, `onUnsubscribe` posts instead and the page says what the API answered.
 */
export function UnsubscribePanel({
  title,
  lead,
  buttonLabel,
  workingLabel,
  apiPath,
  state,
  onUnsubscribe,
  afterDone,
  footer,
}: {
  title: string;
  lead: string;
  buttonLabel: string;
  workingLabel: string;
  /** The one-click address under the API, with its token (`/unsubscribe?token=…`). */
  apiPath: string;
  state: UnsubscribeState;
  onUnsubscribe: () => void;
  /** Said under the outcome once unsubscribed. */
  afterDone?: ReactNode;
  /** The link at the foot of the card. */
  footer: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onUnsubscribe();
  };
  const isFinal = state.kind === 'done' || state.kind === 'refused';
  return (
    <div className="bg-slate-50 py-16 sm:py-24">
      <PageTitle title={title} noIndex />
      <Container>
        <section className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {state.kind === 'done' ? (
            <Alert tone="success" className="mt-5">
              {state.message}
            </Alert>
          ) : null}
          {state.kind === 'refused' || state.kind === 'failed' ? (
            <Alert className="mt-5">{state.message}</Alert>
          ) : null}
          {state.kind === 'done' && afterDone ? (
            <p className="mt-4 text-sm text-slate-600">{afterDone}</p>
          ) : null}
          {isFinal ? null : (
            <form
              method="post"
              action={`${env.apiBaseUrl}${apiPath}`}
              onSubmit={submit}
              className="mt-5 space-y-5"
            >
              <p className="text-slate-700">{lead}</p>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <Button type="submit" disabled={state.kind === 'working'}>
                {state.kind === 'working' ? workingLabel : buttonLabel}
              </Button>
            </form>
          )}
          <p className="mt-6 text-sm text-slate-600">{footer}</p>
        </section>
      </Container>
    </div>
  );
}

/**
 * The page's state from its request (once the button was pressed in the app), else from the
 * outcome the API sent the browser back with (`fromQuery`), else ready.
 */
export function unsubscribeState(
  result: { data?: { message: string }; error?: unknown; isError: boolean; isLoading: boolean },
  fromQuery: UnsubscribeState | null,
): UnsubscribeState {
  if (result.data) return { kind: 'done', message: result.data.message };
  if (result.isLoading) return { kind: 'working' };
  if (result.isError) {
    const error = result.error as ApiError;
    // The link itself is wrong (not one of ours, or it names nobody): pressing again changes
    // nothing. Anything else (the network, a busy server) may go through on another press.
    const isFinal = error.status === 400 || error.status === 404;
    return { kind: isFinal ? 'refused' : 'failed', message: error.message };
  }
  return fromQuery ?? { kind: 'ready' };
}
