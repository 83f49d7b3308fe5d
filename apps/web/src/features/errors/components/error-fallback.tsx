import * as messages from '@trademate/shared/messages/shell';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';

/** Spec section 2: 'Oops! Something went wrong.', the error's message, and a Retry that reloads. */
export function ErrorFallback({ error }: { error: Error }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <PageTitle title="Error" />
      <h1 className="text-2xl font-bold text-slate-900">{messages.errorBoundary.title}</h1>
      <p className="mt-3 break-words text-slate-600">{error.message}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {messages.errorBoundary.retry}
      </Button>
    </div>
  );
}
