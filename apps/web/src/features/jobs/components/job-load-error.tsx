import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';

/** A job that could not be loaded: not the client's (or gone), or a failure worth retrying. */
export function JobLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const apiError = error as ApiError;
  if (apiError.status === 404 || apiError.status === 400) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">{messages.jobs.notFound}</p>
        <p className="mt-2 text-sm text-slate-600">
          It may have been removed, or the link is not quite right.
        </p>
        <ButtonLink className="mt-5" variant="secondary" to={paths.myJobs.href()}>
          Back to {messages.jobs.myJobs.toLowerCase()}
        </ButtonLink>
      </div>
    );
  }
  return (
    <Alert>
      {apiError.message}{' '}
      <Button variant="secondary" size="sm" className="ml-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
