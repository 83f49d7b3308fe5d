import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ticketAuthors, ticketStatuses } from '@trademate/shared/constants/tickets';
import { staffMembers } from './staff';
import { users } from './users';

/**
 * A support ticket a signed-in user sent from the footer (decision 032): a conversation between the
 * customer and the support team, which is told of each new ticket by mail.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the listed reasons, or the user's own words when they chose 'others'. */
    reason: text('reason').notNull(),
    /** The customer's first message. */
    problemMessage: text('problem_message').notNull(),
    /** `open`: waiting on staff; `waitingOnCustomer`: staff replied; `resolved`. */
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    /** The staff member looking after it; null while nobody is. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest message or status change: the order of both lists. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('tickets_user_idx').on(table.userId, table.lastActivityAt.desc()),
    index('tickets_queue_idx').on(table.status, table.lastActivityAt.desc()),
  ],
);

/** A reply in a ticket's conversation after its first message, by the customer or a staff member. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ticketAuthors }).notNull(),
    /** The staff member who wrote a staff reply (null for the customer's, or once they are gone). */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);
