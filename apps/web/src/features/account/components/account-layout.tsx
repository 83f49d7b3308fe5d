import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Card } from '@/components/ui/card';

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
export const AccountCard = Card;
