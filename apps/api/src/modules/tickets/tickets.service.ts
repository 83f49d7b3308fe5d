import { company } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { createTicketsRepository, type TicketRow } from './tickets.repository';

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

/** Support tickets: the ticket and the mail telling the support team commit together. */
export function createTicketsService(deps: {
  db: Db;
  users: Pick<UsersService, 'findById'>;
  mail: MailService;
}) {
  const { users, mail } = deps;
  const repository = createTicketsRepository(deps.db);

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
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
