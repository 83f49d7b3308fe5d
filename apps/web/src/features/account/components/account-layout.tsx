import { useId, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/components/ui/cn';

/** An account page: its title, a white heading band, then its cards on the slate background. */
export function AccountPageShell({
  pageTitle,
  heading,
  lead,
  children,
}: {
  /** The `{title}` of the document title `TradeMate/{title}`. */
  pageTitle: string;
  heading: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={pageTitle} />
      <PageHeader title={heading} lead={lead} contentClassName="mx-auto max-w-5xl" />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-5xl">{children}</div>
      </Container>
    </div>
  );
}

/** A titled white card: one section of an account page. */
export function AccountCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
