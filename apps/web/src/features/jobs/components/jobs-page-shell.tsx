import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';

/** A jobs page: its title, a white heading band, then its cards on the slate background. */
export function JobsPageShell({
  pageTitle,
  heading,
  lead,
  back,
  actions,
  children,
}: {
  /** The `{title}` of the document title `TradeMate/{title}`. */
  pageTitle: string;
  heading: string;
  lead: ReactNode;
  /** The page this one belongs to, linked above the heading. */
  back?: { to: string; label: string };
  /** Buttons under the lead, such as "Post A job". */
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

/** A titled white card: one section of a jobs page. */
export const JobsCard = Card;
