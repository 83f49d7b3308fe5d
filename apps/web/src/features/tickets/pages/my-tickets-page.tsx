import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime, formatListTime } from '@/lib/format-time';
import { useGetMyTicketsQuery } from '../api/my-tickets';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';

const m = messages.ticket;

/** `/tickets`: the signed-in user's support tickets, latest activity first (decision 032). */
export default function MyTicketsPage() {
  const { data, error, isLoading } = useGetMyTicketsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading your tickets" />
      </div>
    );
  } else if (error || !data) {
    body = (
      <Alert className="m-4">{(error as ApiError | undefined)?.message ?? m.unexpected}</Alert>
    );
  } else if (data.items.length === 0) {
    body = <EmptyState isFramed={false}>{m.noTickets}</EmptyState>;
  } else {
    body = (
      <ul aria-label={m.myTicketsTitle} className="divide-y divide-slate-100">
        {data.items.map((ticket) => (
          <li key={ticket._id}>
            <Link
              to={paths.myTicket.href(ticket._id)}
              className="block px-4 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-semibold break-words text-slate-900">{ticket.reason}</p>
                <TicketStatusBadge status={ticket.status} />
              </div>
              <p className="mt-1 truncate text-sm text-slate-600">{ticket.preview}</p>
              <p className="mt-1 text-xs text-slate-500">
                {m.lastActivity}:{' '}
                <time
                  dateTime={ticket.lastActivityAt}
                  title={formatFullDateTime(ticket.lastActivityAt)}
                >
                  {formatListTime(ticket.lastActivityAt)}
                </time>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={m.myTicketsTitle} />
      <PageHeader
        title={m.myTicketsTitle}
        lead={m.myTicketsLead}
        contentClassName="mx-auto max-w-3xl"
      />
      <Container className="pt-8 sm:pt-10">
        <section className="mx-auto max-w-3xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {body}
        </section>
      </Container>
    </div>
  );
}
