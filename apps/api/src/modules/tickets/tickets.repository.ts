import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TicketAssigneeFilter, TicketStatus } from '@trademate/shared/constants/tickets';
import type { Db, DbOrTx } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';
import { ticketMessages, tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = Pick<
  typeof tickets.$inferInsert,
  'userId' | 'reason' | 'problemMessage'
>;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type TicketChanges = Partial<
  Pick<TicketRow, 'status' | 'assignedStaffId' | 'lastActivityAt' | 'resolvedAt'>
>;

/**
 * The latest message of a ticket, or its description while nobody has replied. Written with
 * qualified names: in a single-table select Drizzle leaves columns unqualified, and `id` would then
 * be the message's.
 */
const latestBody = sql<string>`coalesce((
  select m.body from ticket_messages m
  where m.ticket_id = "tickets"."id"
  order by m.created_at desc, m.id desc limit 1
), "tickets"."problem_message")`;

export interface QueueFilter {
  status?: TicketStatus;
  assigned: TicketAssigneeFilter;
  staffId: string;
  q?: string;
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createTicketsRepository(db: Db) {
  const queueColumns = {
    ticket: tickets,
    latestBody,
    customer: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      emailVerifiedAt: users.emailVerifiedAt,
      contactNumber: users.contactNumber,
    },
    assigneeName: staffMembers.name,
  };

  function queueConditions(filter: Omit<QueueFilter, 'limit' | 'offset'>): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.status) conditions.push(eq(tickets.status, filter.status));
    if (filter.assigned === 'me') conditions.push(eq(tickets.assignedStaffId, filter.staffId));
    if (filter.assigned === 'unassigned') conditions.push(isNull(tickets.assignedStaffId));
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      conditions.push(or(ilike(tickets.reason, pattern), ilike(users.email, pattern)));
    }
    return and(...conditions);
  }

  return {
    async insertTicket(values: NewTicketRow, tx: DbOrTx = db): Promise<TicketRow> {
      const [row] = await tx.insert(tickets).values(values).returning();
      if (!row) throw new Error('Inserting a ticket returned no row');
      return row;
    },

    async listForUser(userId: string) {
      return db
        .select({ ticket: tickets, latestBody })
        .from(tickets)
        .where(eq(tickets.userId, userId))
        .orderBy(desc(tickets.lastActivityAt), desc(tickets.id))
        .limit(200);
    },

    /** A ticket by id, locked for the change about to be made when `forUpdate`. */
    async findById(id: string, tx: DbOrTx = db, forUpdate = false): Promise<TicketRow | null> {
      const query = tx.select().from(tickets).where(eq(tickets.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async messagesOf(ticketId: string, tx: DbOrTx = db) {
      return tx
        .select({ message: ticketMessages, staffName: staffMembers.name })
        .from(ticketMessages)
        .leftJoin(staffMembers, eq(staffMembers.id, ticketMessages.staffId))
        .where(eq(ticketMessages.ticketId, ticketId))
        .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
    },

    async insertMessage(
      values: Pick<typeof ticketMessages.$inferInsert, 'ticketId' | 'author' | 'staffId' | 'body'>,
      tx: DbOrTx,
    ): Promise<TicketMessageRow> {
      const [row] = await tx.insert(ticketMessages).values(values).returning();
      if (!row) throw new Error('Inserting a ticket message returned no row');
      return row;
    },

    async update(id: string, changes: TicketChanges, tx: DbOrTx): Promise<TicketRow> {
      const [row] = await tx.update(tickets).set(changes).where(eq(tickets.id, id)).returning();
      if (!row) throw new Error('Updating a ticket returned no row');
      return row;
    },

    /** The console's queue: newest activity first, a page at a time, with the total. */
    async queue(filter: QueueFilter) {
      const where = queueConditions(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(queueColumns)
          .from(tickets)
          .innerJoin(users, eq(users.id, tickets.userId))
          .leftJoin(staffMembers, eq(staffMembers.id, tickets.assignedStaffId))
          .where(where)
          .orderBy(desc(tickets.lastActivityAt), desc(tickets.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ n: count() })
          .from(tickets)
          .innerJoin(users, eq(users.id, tickets.userId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findForStaff(id: string) {
      const [row] = await db
        .select(queueColumns)
        .from(tickets)
        .innerJoin(users, eq(users.id, tickets.userId))
        .leftJoin(staffMembers, eq(staffMembers.id, tickets.assignedStaffId))
        .where(eq(tickets.id, id));
      return row ?? null;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
export type QueueRow = Awaited<ReturnType<TicketsRepository['queue']>>['rows'][number];
