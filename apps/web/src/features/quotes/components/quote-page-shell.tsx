import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';

/** A quote's page: its title, the white heading band, then its content on the slate background. */
export function QuotePageShell({
  pageTitle,
  heading,
  lead,
  back,
  children,
}: {
  pageTitle: string;
  heading: string;
  lead: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={pageTitle} />
      <PageHeader title={heading} lead={lead} back={back} contentClassName="mx-auto max-w-5xl" />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-5xl">{children}</div>
      </Container>
    </div>
  );
}

export function QuoteLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-64 place-items-center">
      <Spinner label={label} />
    </div>
  );
}

/** Why there is nothing to show, and where to go instead. */
export function QuoteMessage({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
      {action && (
        <ButtonLink className="mt-5" variant="secondary" to={action.to}>
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}

/** A failed load worth trying again. */
export function QuoteLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert>
      {(error as ApiError).message}{' '}
      <Button variant="secondary" size="sm" className="ml-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
