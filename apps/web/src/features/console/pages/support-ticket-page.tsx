import { useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { TicketConversation } from '@/components/tickets/ticket-conversation';
import { TicketReplyForm } from '@/components/tickets/ticket-reply-form';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import {
  useAssignTicketMutation,
  useGetStaffTicketQuery,
  useGetTicketAssigneesQuery,
  useReplyToTicketMutation,
  useSetTicketResolvedMutation,
} from '../api/tickets';

const m = messages.ticket;
const NOBODY = '';

/**
 * `/admin/support/:id` (support and admins): the conversation, the customer's details, and the
 * ticket's changes (assign, reply, resolve, reopen), each written to the audit log by the API.
 */
export default function SupportTicketPage() {
  const { id = '' } = useParams();
  const staff = useOutletContext<StaffMember>();
  const { data: ticket, error } = useGetStaffTicketQuery(id, { refetchOnMountOrArgChange: true });
  const { data: assignees } = useGetTicketAssigneesQuery();
  const [assign, { isLoading: isAssigning }] = useAssignTicketMutation();
  const [reply] = useReplyToTicketMutation();
  const [setResolved, { isLoading: isResolving }] = useSetTicketResolvedMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = async (change: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await change();
      setNotice({ tone: 'success', text: success });
    } catch (caught) {
      setNotice({ tone: 'error', text: (caught as ApiError).message });
    }
  };

  if (error) return <Alert>{(error as ApiError).message}</Alert>;
  if (!ticket) return <Spinner label="Loading the ticket" />;

  const isResolved = ticket.status === 'resolved';
  const assigneeOptions = (assignees?.items ?? []).map((member) => ({
    value: member._id,
    label: member._id === staff._id ? `${member.name} (me)` : member.name,
  }));
  const onAssign = (staffId: string | null) =>
    run(
      () => assign({ id: ticket._id, staffId }).unwrap(),
      m.assignedMessage(
        staffId ? (assignees?.items.find((member) => member._id === staffId)?.name ?? null) : null,
      ),
    );

  return (
    <div className="space-y-6">
      <PageTitle title={`Ticket: ${ticket.reason}`} />
      <p>
        <Link
          to={consolePaths.support.href()}
          className="text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          ← Support
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-900">
          {ticket.reason}
        </h1>
        <TicketStatusBadge status={ticket.status} viewer="staff" />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Card title="Conversation">
            <div className="mt-4">
              <TicketConversation messages={ticket.messages} ownSide="staff" />
            </div>
          </Card>
          <Card
            title="Reply"
            description="The customer is notified and emailed; the ticket then waits on them."
          >
            <div className="mt-4">
              <TicketReplyForm
                label="Reply to the customer"
                onSend={async (body) => {
                  setNotice(null);
                  await reply({ id: ticket._id, body }).unwrap();
                }}
              />
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Customer">
            <dl className="mt-4 space-y-2 text-sm">
              <div>
                <dt className="text-slate-500">Name</dt>
                <dd className="font-medium text-slate-900">{ticket.customer.name}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Email</dt>
                <dd>
                  <a
                    className="font-medium break-all text-brand-700 hover:underline"
                    href={`mailto:${ticket.customer.email}`}
                  >
                    {ticket.customer.email}
                  </a>{' '}
                  <span className="text-slate-500">
                    ({ticket.customer.isVerified ? 'verified' : 'not verified'})
                  </span>
                </dd>
              </div>
              {ticket.customer.contactNumber && (
                <div>
                  <dt className="text-slate-500">Phone</dt>
                  <dd className="text-slate-900">{ticket.customer.contactNumber}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-500">Account</dt>
                <dd className="text-slate-900">
                  {m.accountKinds[ticket.customer.userType]} ·{' '}
                  <Link
                    to={consolePaths.person.href(ticket.customer._id)}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    Open in People
                  </Link>
                </dd>
              </div>
            </dl>
          </Card>
          <Card title="Ticket">
            <dl className="mt-4 space-y-2 text-sm">
              <div>
                <dt className="text-slate-500">Sent</dt>
                <dd>{formatFullDateTime(ticket.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Latest activity</dt>
                <dd>{formatFullDateTime(ticket.lastActivityAt)}</dd>
              </div>
              {ticket.resolvedAt && (
                <div>
                  <dt className="text-slate-500">Resolved</dt>
                  <dd>{formatFullDateTime(ticket.resolvedAt)}</dd>
                </div>
              )}
            </dl>
            <div className="mt-5 space-y-3">
              <Select
                label="Assigned to"
                placeholder="Nobody"
                options={assigneeOptions}
                value={ticket.assignee?._id ?? NOBODY}
                disabled={isAssigning}
                onChange={(event) => void onAssign(event.target.value || null)}
              />
              {ticket.assignee?._id !== staff._id && (
                <Button
                  variant="secondary"
                  disabled={isAssigning}
                  onClick={() => void onAssign(staff._id)}
                >
                  Assign to me
                </Button>
              )}
            </div>
            <div className="mt-5 border-t border-slate-100 pt-5">
              <Button
                variant={isResolved ? 'secondary' : 'primary'}
                disabled={isResolving}
                onClick={() =>
                  void run(
                    () => setResolved({ id: ticket._id, resolved: !isResolved }).unwrap(),
                    isResolved ? m.reopenedMessage : m.resolvedMessage,
                  )
                }
              >
                {isResolved ? 'Reopen' : 'Resolve'}
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
