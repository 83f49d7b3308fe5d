import { company } from '@trademate/shared/constants/company';
import type { TicketAssigneeFilter, TicketStatus } from '@trademate/shared/constants/tickets';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type {
  MyTicket,
  MyTicketList,
  StaffTicket,
  StaffTicketPage,
  StaffTicketSummary,
  TicketAssignees,
  TicketMessage,
  TicketSummary,
} from '@trademate/shared/schemas/tickets';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { StaffService } from '../staff/staff.service';
import type { UsersService } from '../users/users.service';
import {
  createTicketsRepository,
  type QueueRow,
  type TicketChanges,
  type TicketRow,
} from './tickets.repository';

export const TICKETS_PER_HOUR = 10;

export interface NewTicket {
  reason: string;
  problemMessage: string;
}

interface TicketAuthor {
  firstName: string;
  lastName: string;
  email: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A reason on one line and of a sensible length, for a mail subject. */
function subjectLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The plain notification the support team reads: who wrote, why, and what happened. */
export function supportTicketMail(
  ticket: TicketRow,
  author: TicketAuthor,
): MailMessage & { kind: 'support_ticket' } {
  const name = `${author.firstName} ${author.lastName}`;
  const fields: [string, string][] = [
    ['From', `${name} <${author.email}>`],
    ['Reason', ticket.reason],
    ['Ticket', ticket.id],
    ['Created', ticket.createdAt.toISOString()],
  ];
  const text = [
    `${name} created a support ticket on ${company.productName}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Problem:',
    ticket.problemMessage,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en-AU"><body style="font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<p>${escapeHtml(name)} created a support ticket on ${escapeHtml(company.productName)}.</p>
<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>
<h2 style="font-size:16px;margin:16px 0 8px">Problem</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(ticket.problemMessage)}</p>
</body></html>`;
  return {
    kind: 'support_ticket',
    to: company.supportEmail,
    subject: `Support ticket from ${subjectLine(name)}: ${subjectLine(ticket.reason)}`,
    text,
    html,
  };
}

const m = messages.ticket;

/** How many tickets a page of the console's queue shows. */
export const QUEUE_PAGE_SIZE = 25;
/** How many replies a customer may send an hour, over all their tickets. */
export const REPLIES_PER_HOUR = 30;

/** The fixed reasons of ticket actions in the audit log: each action says why by itself. */
export const ticketAuditReasons = {
  reply: 'reply',
  assign: 'assignment',
  resolve: 'resolved',
  reopen: 'reopened',
} as const;

/** A message cut to one short line, for previews and notifications. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

type MessageRows = Awaited<ReturnType<ReturnType<typeof createTicketsRepository>['messagesOf']>>;

function summaryOf(ticket: TicketRow, latestBody: string): TicketSummary {
  return {
    _id: ticket.id,
    reason: ticket.reason,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    lastActivityAt: ticket.lastActivityAt.toISOString(),
    preview: excerpt(latestBody),
  };
}

/**
 * The conversation: the ticket's description first, then every reply. Customers read staff replies
 * as from "TradeMate support"; staff see who wrote each.
 */
function conversationOf(
  ticket: TicketRow,
  rows: MessageRows,
  viewer: 'customer' | 'staff',
  customerName: string,
): TicketMessage[] {
  const customerLabel = viewer === 'customer' ? m.you : customerName;
  return [
    {
      _id: ticket.id,
      author: 'customer',
      authorName: customerLabel,
      body: ticket.problemMessage,
      createdAt: ticket.createdAt.toISOString(),
    },
    ...rows.map(({ message, staffName }) => ({
      _id: message.id,
      author: message.author,
      authorName:
        message.author === 'customer'
          ? customerLabel
          : viewer === 'customer'
            ? m.supportName
            : (staffName ?? m.supportName),
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  ];
}

function staffSummaryOf(row: QueueRow): StaffTicketSummary {
  const { ticket, customer } = row;
  return {
    ...summaryOf(ticket, row.latestBody),
    customer: {
      _id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
    },
    assignee:
      ticket.assignedStaffId && row.assigneeName
        ? { _id: ticket.assignedStaffId, name: row.assigneeName }
        : null,
  };
}

/** Support tickets: the ticket and the mail telling the support team commit together. */
export function createTicketsService(deps: {
  db: Db;
  users: Pick<UsersService, 'findById'>;
  mail: MailService;
  notifications: Pick<NotificationsService, 'notify'>;
  audit: Pick<AuditService, 'record'>;
  staff: Pick<StaffService, 'list'>;
}) {
  const { users, mail, notifications, audit, staff } = deps;
  const repository = createTicketsRepository(deps.db);

  /** A ticket locked for a change, or 404. */
  async function lockTicket(id: string, tx: DbOrTx): Promise<TicketRow> {
    const ticket = await repository.findById(id, tx, true);
    if (!ticket) throw notFound(m.notFound);
    return ticket;
  }

  async function myTicket(ticket: TicketRow, tx: DbOrTx = deps.db): Promise<MyTicket> {
    const rows = await repository.messagesOf(ticket.id, tx);
    const latest = rows.at(-1)?.message.body ?? ticket.problemMessage;
    return {
      ...summaryOf(ticket, latest),
      resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
      messages: conversationOf(ticket, rows, 'customer', m.you),
    };
  }

  async function staffTicket(id: string): Promise<StaffTicket> {
    const row = await repository.findForStaff(id);
    if (!row) throw notFound(m.notFound);
    const rows = await repository.messagesOf(id);
    const summary = staffSummaryOf(row);
    return {
      ...summary,
      resolvedAt: row.ticket.resolvedAt?.toISOString() ?? null,
      customer: {
        ...summary.customer,
        userType: row.customer.userType,
        isVerified: row.customer.emailVerifiedAt !== null,
        contactNumber: row.customer.contactNumber || null,
      },
      messages: conversationOf(row.ticket, rows, 'staff', summary.customer.name),
    };
  }

  /** A staff change to a ticket and its audit row, in one transaction. */
  async function changeByStaff(
    actor: AuditActor,
    id: string,
    action: keyof typeof ticketAuditReasons,
    change: (ticket: TicketRow, tx: DbOrTx) => Promise<Record<string, unknown>>,
  ): Promise<StaffTicket> {
    await inTransaction(deps.db, async (tx) => {
      const ticket = await lockTicket(id, tx);
      const details = await change(ticket, tx);
      await audit.record(
        actor,
        {
          action: `ticket.${action}`,
          recordType: 'ticket',
          recordId: id,
          reason: ticketAuditReasons[action],
          details,
        },
        tx,
      );
    });
    return staffTicket(id);
  }

  function statusChange(status: TicketStatus, now: Date): TicketChanges {
    return { status, lastActivityAt: now, resolvedAt: status === 'resolved' ? now : null };
  }

  return {
    async createTicket(userId: string, input: NewTicket) {
      return inTransaction(deps.db, async (tx) => {
        const author = await users.findById(userId, tx);
        if (!author) throw new AppError('UNAUTHENTICATED', messages.ticket.mustLogin);
        const ticket = await repository.insertTicket({ userId, ...input }, tx);
        await mail.enqueue(supportTicketMail(ticket, author), tx);
        return ticket;
      });
    },

    /** The customer's tickets, latest activity first. */
    async listMine(userId: string): Promise<MyTicketList> {
      const rows = await repository.listForUser(userId);
      return { items: rows.map(({ ticket, latestBody }) => summaryOf(ticket, latestBody)) };
    },

    /** One of the customer's tickets; anyone else's reads as not found. */
    async getMine(userId: string, id: string): Promise<MyTicket> {
      const ticket = await repository.findById(id);
      if (!ticket || ticket.userId !== userId) throw notFound(m.notFound);
      return myTicket(ticket);
    },

    /** The customer writes again: the ticket is back with the support team, whatever it was. */
    async replyAsCustomer(
      userId: string,
      id: string,
      body: string,
      now = new Date(),
    ): Promise<MyTicket> {
      return inTransaction(deps.db, async (tx) => {
        const ticket = await lockTicket(id, tx);
        if (ticket.userId !== userId) throw notFound(m.notFound);
        await repository.insertMessage(
          { ticketId: id, author: 'customer', staffId: null, body },
          tx,
        );
        const updated = await repository.update(id, statusChange('open', now), tx);
        return myTicket(updated, tx);
      });
    },

    /** The console's queue, filtered by status, assignee and a search of subject or email. */
    async queue(
      staffId: string,
      query: { status?: TicketStatus; assigned: TicketAssigneeFilter; q?: string; page: number },
    ): Promise<StaffTicketPage> {
      const { rows, total } = await repository.queue({
        status: query.status,
        assigned: query.assigned,
        q: query.q || undefined,
        staffId,
        limit: QUEUE_PAGE_SIZE,
        offset: (query.page - 1) * QUEUE_PAGE_SIZE,
      });
      return {
        items: rows.map(staffSummaryOf),
        total,
        page: query.page,
        pageSize: QUEUE_PAGE_SIZE,
      };
    },

    getForStaff: staffTicket,

    /** Who a ticket may be given to: the active staff. */
    async assignees(): Promise<TicketAssignees> {
      const { items } = await staff.list();
      return {
        items: items
          .filter((member) => member.status === 'active')
          .map((member) => ({ _id: member._id, name: member.name })),
      };
    },

    /** Gives the ticket to an active staff member, or to nobody. */
    async assign(actor: AuditActor, id: string, staffId: string | null): Promise<StaffTicket> {
      const assignee = staffId
        ? (await staff.list()).items.find((member) => member._id === staffId)
        : null;
      if (staffId && assignee?.status !== 'active') {
        throw new AppError('VALIDATION', m.assigneeNotActive, [
          { path: 'staffId', message: m.assigneeNotActive },
        ]);
      }
      return changeByStaff(actor, id, 'assign', async (ticket, tx) => {
        await repository.update(id, { assignedStaffId: staffId }, tx);
        return { from: ticket.assignedStaffId, to: staffId, toName: assignee?.name ?? null };
      });
    },

    /**
     * A staff reply: the ticket waits on the customer, who is notified (`ticket_answered`, which the
     * alerts turn into a mail and a push as they chose) in the same transaction. An unassigned
     * ticket becomes the replier's.
     */
    async reply(actor: AuditActor, id: string, body: string, now = new Date()) {
      return changeByStaff(actor, id, 'reply', async (ticket, tx) => {
        const message = await repository.insertMessage(
          { ticketId: id, author: 'staff', staffId: actor.staffId, body },
          tx,
        );
        const takes = ticket.assignedStaffId === null && actor.staffId !== null;
        await repository.update(
          id,
          {
            ...statusChange('waitingOnCustomer', now),
            ...(takes ? { assignedStaffId: actor.staffId } : {}),
          },
          tx,
        );
        await notifications.notify(
          {
            userId: ticket.userId,
            kind: 'ticket_answered',
            title: m.answeredTitle,
            body: m.answeredBody(excerpt(ticket.reason, 80), excerpt(body)),
            link: paths.myTicket.href(id),
            subjectTicketId: id,
          },
          tx,
        );
        return { messageId: message.id, from: ticket.status, assignedToReplier: takes };
      });
    },

    async resolve(actor: AuditActor, id: string, now = new Date()) {
      return changeByStaff(actor, id, 'resolve', async (ticket, tx) => {
        if (ticket.status === 'resolved') throw new AppError('CONFLICT', m.alreadyResolved);
        await repository.update(id, statusChange('resolved', now), tx);
        return { from: ticket.status };
      });
    },

    async reopen(actor: AuditActor, id: string, now = new Date()) {
      return changeByStaff(actor, id, 'reopen', async (ticket, tx) => {
        if (ticket.status !== 'resolved') throw new AppError('CONFLICT', m.notResolved);
        await repository.update(id, statusChange('open', now), tx);
        return { from: ticket.status };
      });
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
