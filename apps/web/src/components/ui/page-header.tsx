import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { cn } from './cn';
import { Container } from './container';

/** The white band that opens a page: its heading, a lead paragraph and optional controls below. */
export function PageHeader({
  title,
  lead,
  back,
  children,
  contentClassName,
}: {
  title: string;
  lead: ReactNode;
  /** The page this one belongs to, linked above the heading. */
  back?: { to: string; label: string };
  children?: ReactNode;
  /** Narrows the band's content, to line up with a narrower page body. */
  contentClassName?: string;
}) {
  return (
    <section className="bg-white py-12 ring-1 ring-slate-200">
      <Container>
        <div className={cn(contentClassName)}>
          {back && (
            <p className="mb-6">
              <BackLink to={back.to}>{back.label}</BackLink>
            </p>
          )}
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-2xl break-words text-slate-600">{lead}</p>
          {children}
        </div>
      </Container>
    </section>
  );
}
