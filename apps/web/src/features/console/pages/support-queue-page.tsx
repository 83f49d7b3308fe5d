import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import {
  ticketAssigneeFilters,
  ticketStatuses,
  type TicketAssigneeFilter,
  type TicketStatus,
} from '@trademate/shared/constants/tickets';
import * as messages from '@trademate/shared/messages';
import type { StaffTicketQuery } from '@trademate/shared/schemas/tickets';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime, formatListTime } from '@/lib/format-time';
import { useGetTicketQueueQuery } from '../api/tickets';

const m = messages.ticket;

const statusOptions = ticketStatuses.map((status) => ({
  value: status,
  label: m.staffStatusLabels[status],
}));
const assigneeLabels: Record<TicketAssigneeFilter, string> = {
  anyone: 'Anyone',
  me: 'Assigned to me',
  unassigned: 'Unassigned',
};
const assigneeOptions = ticketAssigneeFilters.map((value) => ({
  value,
  label: assigneeLabels[value],
}));

interface Filters {
  status: TicketStatus | '';
  assigned: TicketAssigneeFilter;
  q: string;
}

/** `/admin/support` (support and admins): the tickets, latest activity first, filterable. */
export default function SupportQueuePage() {
  // Open by default: what is waiting on the team.
  const [draft, setDraft] = useState<Filters>({ status: 'open', assigned: 'anyone', q: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const query: StaffTicketQuery = {
    assigned: filters.assigned,
    page,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
  const { data, error, isFetching } = useGetTicketQueueQuery(query, {
    refetchOnMountOrArgChange: true,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <PageTitle title="Support" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Support</h1>
      <Card title="Filter">
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-4 sm:items-end">
          <Select
            label="Status"
            placeholder="Any status"
            options={statusOptions}
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.target.value as Filters['status'] })
            }
          />
          <Select
            label="Assigned"
            options={assigneeOptions}
            value={draft.assigned}
            onChange={(event) =>
              setDraft({ ...draft, assigned: event.target.value as TicketAssigneeFilter })
            }
          />
          <Input
            label="Subject or email"
            type="search"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <Button type="submit">Show</Button>
        </form>
      </Card>
      <Card title={data ? `Tickets (${data.total})` : 'Tickets'}>
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Loading tickets" />
        ) : data.items.length === 0 ? (
          <p className="text-sm text-slate-600">No tickets match these filters.</p>
        ) : (
          <ul
            aria-label="Tickets"
            aria-busy={isFetching || undefined}
            className="-mx-5 divide-y divide-slate-100 sm:-mx-8"
          >
            {data.items.map((ticket) => (
              <li key={ticket._id}>
                <Link
                  to={consolePaths.supportTicket.href(ticket._id)}
                  className="grid gap-1 px-5 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:grid-cols-[1fr_auto] sm:gap-x-6 sm:px-8"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900">
                      {ticket.reason}
                    </span>
                    <span className="block truncate text-sm text-slate-600">{ticket.preview}</span>
                    <span className="mt-1 block text-xs text-slate-500">
                      {ticket.customer.name} · {ticket.customer.email}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 sm:flex-col sm:items-end">
                    <TicketStatusBadge status={ticket.status} viewer="staff" />
                    <span>{ticket.assignee ? ticket.assignee.name : 'Unassigned'}</span>
                    <time
                      dateTime={ticket.lastActivityAt}
                      title={formatFullDateTime(ticket.lastActivityAt)}
                    >
                      {formatListTime(ticket.lastActivityAt)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            page={data.page}
            totalPages={Math.ceil(data.total / data.pageSize)}
            onPageChange={setPage}
          />
        )}
      </Card>
    </div>
  );
}
