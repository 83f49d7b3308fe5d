import { useParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import { useGetMyTicketQuery, useReplyToMyTicketMutation } from '../api/my-tickets';
import { TicketConversation } from '@/components/tickets/ticket-conversation';
import { TicketReplyForm } from '@/components/tickets/ticket-reply-form';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';

const m = messages.ticket;
const back = { to: paths.myTickets.href(), label: m.backToList };

/** `/tickets/:id`: one of the user's tickets as a conversation with support; they can reply. */
export default function MyTicketPage() {
  const { id = '' } = useParams();
  const {
    data: ticket,
    error,
    isLoading,
  } = useGetMyTicketQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const [reply] = useReplyToMyTicketMutation();

  if (isLoading) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label="Loading the ticket" />
      </div>
    );
  }
  if (!ticket) {
    return (
      <div className="bg-slate-50 pb-20">
        <PageTitle title={m.notFound} />
        <PageHeader
          title={m.notFound}
          lead={(error as ApiError | undefined)?.message}
          back={back}
        />
      </div>
    );
  }

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={ticket.reason} />
      <PageHeader
        title={ticket.reason}
        back={back}
        contentClassName="mx-auto max-w-3xl"
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <TicketStatusBadge status={ticket.status} />
            <span className="text-sm">
              {m.sentAt}{' '}
              <time dateTime={ticket.createdAt}>{formatFullDateTime(ticket.createdAt)}</time>
            </span>
          </span>
        }
      />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-3xl space-y-8">
          <TicketConversation messages={ticket.messages} ownSide="customer" />
          {ticket.status === 'waitingOnCustomer' && <Alert tone="info">{m.waitingNote}</Alert>}
          <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <TicketReplyForm
              hint={ticket.status === 'open' ? undefined : m.reopensNote}
              onSend={(body) => reply({ id: ticket._id, body }).unwrap()}
            />
          </section>
        </div>
      </Container>
    </div>
  );
}
