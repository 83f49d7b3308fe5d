import { consolePaths } from '@trademate/shared/console-paths';
import {
  ticketAssigneeFilters,
  ticketStatuses,
  type TicketAssigneeFilter,
  type TicketStatus,
} from '@trademate/shared/constants/tickets';
import * as messages from '@trademate/shared/messages';
import type { StaffTicketQuery } from '@trademate/shared/schemas/tickets';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';
import { formatFullDateTime, formatListTime } from '@/lib/format-time';
import { useGetTicketQueueQuery } from '../api/tickets';
import { optionsOf, QueuePage, QueueRow, useQueueFilters } from '../components/queue-page';

const m = messages.ticket;

const statusOptions = optionsOf(ticketStatuses, m.staffStatusLabels);
const assigneeLabels: Record<TicketAssigneeFilter, string> = {
  anyone: 'Anyone',
  me: 'Assigned to me',
  unassigned: 'Unassigned',
};
const assigneeOptions = optionsOf(ticketAssigneeFilters, assigneeLabels);

interface Filters {
  status: TicketStatus | '';
  assigned: TicketAssigneeFilter;
  q: string;
}

/** `/admin/support` (support and admins): the tickets, latest activity first, filterable. */
export default function SupportQueuePage() {
  // Open by default: what is waiting on the team.
  const { draft, filters, page, setPage, change, apply } = useQueueFilters<Filters>({
    status: 'open',
    assigned: 'anyone',
    q: '',
  });
  const query: StaffTicketQuery = {
    assigned: filters.assigned,
    page,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
  const answer = useGetTicketQueueQuery(query, { refetchOnMountOrArgChange: true });

  return (
    <QueuePage
      title="Support"
      fieldColumns="sm:grid-cols-4"
      onFilter={apply}
      fields={
        <>
          <Select
            label="Status"
            placeholder="Any status"
            options={statusOptions}
            value={draft.status}
            onChange={change('status')}
          />
          <Select
            label="Assigned"
            options={assigneeOptions}
            value={draft.assigned}
            onChange={change('assigned')}
          />
          <Input label="Subject or email" type="search" value={draft.q} onChange={change('q')} />
        </>
      }
      listTitle="Tickets"
      loadingLabel="Loading tickets"
      emptyText="No tickets match these filters."
      answer={answer}
      totalPages={(data) => Math.ceil(data.total / data.pageSize)}
      onPageChange={setPage}
      itemKey={(ticket) => ticket._id}
      renderItem={(ticket) => (
        <QueueRow
          to={consolePaths.supportTicket.href(ticket._id)}
          main={
            <>
              <span className="block font-semibold break-words text-slate-900">
                {ticket.reason}
              </span>
              <span className="block truncate text-sm text-slate-600">{ticket.preview}</span>
              <span className="mt-1 block text-xs text-slate-500">
                {ticket.customer.name} · {ticket.customer.email}
              </span>
            </>
          }
          aside={
            <>
              <TicketStatusBadge status={ticket.status} viewer="staff" />
              <span>{ticket.assignee ? ticket.assignee.name : 'Unassigned'}</span>
              <time
                dateTime={ticket.lastActivityAt}
                title={formatFullDateTime(ticket.lastActivityAt)}
              >
                {formatListTime(ticket.lastActivityAt)}
              </time>
            </>
          }
        />
      )}
    />
  );
}
