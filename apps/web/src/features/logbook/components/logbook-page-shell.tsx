import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';

/** A logbook page: its title, the white heading band, then its content on the slate background. */
export function LogbookPageShell({
  pageTitle,
  heading,
  lead,
  back,
  actions,
  children,
}: {
  pageTitle: string;
  heading: string;
  lead: ReactNode;
  back?: { to: string; label: string };
  /** Buttons under the lead (the page's main action). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={pageTitle} />
      <PageHeader title={heading} lead={lead} back={back} contentClassName="mx-auto max-w-5xl">
        {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-5xl">{children}</div>
      </Container>
    </div>
  );
}

export function LogbookLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={label} />
    </div>
  );
}

/** A failed load worth trying again. */
export function LogbookLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert>
      {(error as ApiError).message}{' '}
      <Button variant="secondary" size="sm" className="ml-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
